// The cross-engine run's mock (one per engine's project, in the main process): the run mock of
// the Chromium journeys (../global-setup.ts), drift watch and all, serving a copy of the
// portal's build whose page first loads the problem recorder (problems.ts).
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { webRoot } from '../builds.ts';
import { startRunMock } from '../global-setup.ts';
import type { EngineName } from './engine-page.ts';
import { problemsScript, problemsScriptFile } from './problems.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** The engine the project's journeys run in. */
    engine: EngineName;
  }
}

/** A copy of the build whose index.html loads the recorder before anything else. */
async function instrumentedBuild(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'portal-engines-'));
  await cp(webRoot, root, { recursive: true });
  // The precompressed pages would be served instead of the changed one.
  await Promise.all(
    ['index.html.br', 'index.html.gz'].map((file) => rm(join(root, file), { force: true })),
  );
  await writeFile(join(root, 'static', problemsScriptFile), problemsScript);
  const page = await readFile(join(root, 'index.html'), 'utf8');
  await writeFile(
    join(root, 'index.html'),
    page.replace('<head>', `<head>\n    <script src="/static/${problemsScriptFile}"></script>`),
  );
  return root;
}

export default async function startEngineMock(project: TestProject) {
  const engine = project.config.provide.engine;
  const root = await instrumentedBuild();
  const stop = await startRunMock(project, { root, reportName: `drift-report-${engine}` });
  return async () => {
    try {
      await stop();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  };
}
