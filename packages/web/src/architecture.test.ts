// The portal's layers are enforced by ESLint (eslint.config.js, import-x): each rule is shown
// failing on a deliberately bad import, so a config change that silences one fails here.
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
// Without types: the code linted here is in no file, so in no TypeScript project.
const eslint = new ESLint({
  cwd: root,
  ignore: false,
  overrideConfig: tseslint.configs.disableTypeChecked,
});

/** The import-x problems ESLint finds in `code` if it were the file at `path` in the portal. */
async function importProblems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, 'packages/web/src', path) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith('import-x/'))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

// ESLint loads its config and plugins on its first lint: once, here, so that the first test
// does not carry that start-up (seconds on a loaded machine) on top of its own lint.
beforeAll(async () => {
  await eslint.lintText('', { filePath: join(root, 'packages/web/src/warm-up.ts') });
});

describe('the portal’s layers', () => {
  it('refuse a feature importing another feature', async () => {
    expect(
      await importProblems(
        'features/enquiries/lib/bad.ts',
        "export { stockStatus } from '../../quotes/lib/stock-status.ts';\n",
      ),
    ).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .* Features never import each other/),
    ]);
  });

  it('let a feature import its own files and the shared layers', async () => {
    expect(
      await importProblems(
        'features/news/components/good.tsx',
        "export { bulletinDateText } from '../lib/bulletins.ts';\nexport { paths } from '../../../config/paths.ts';\n",
      ),
    ).toEqual([]);
  });

  it('refuse a feature importing app/', async () => {
    expect(
      await importProblems(
        'features/news/components/bad.tsx',
        "export { createRouter } from '../../../app/router.tsx';\n",
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .* Nothing imports app\//)]);
  });

  it.each([
    ['lib/bad.ts', "export { bulletinDateText } from '../features/news/lib/bulletins.ts';\n"],
    ['components/ui/bad.tsx', "export { createRouter } from '../../app/router.tsx';\n"],
    ['config/bad.ts', "export { stockStatus } from '../features/quotes/lib/stock-status.ts';\n"],
  ])('refuse shared code importing a feature or app/: %s', async (path, code) => {
    expect(await importProblems(path, code)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .* Shared code .* imports no feature/),
    ]);
  });

  it('refuse zod other than through lib/validation/zod.ts, but for its types', async () => {
    const [[bad], [good]] = await Promise.all([
      eslint.lintText("export { z } from 'zod';\n", {
        filePath: join(root, 'packages/web/src/features/enquiries/lib/bad.ts'),
      }),
      eslint.lintText(
        "import type { z } from 'zod';\nexport { z as zod } from '../../../lib/validation/zod.ts';\nexport type Schema = z.ZodType;\n",
        { filePath: join(root, 'packages/web/src/features/enquiries/lib/good.ts') },
      ),
    ]);
    const restricted = (result: typeof bad) =>
      (result?.messages ?? [])
        .filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')
        .map((message) => message.message);
    expect(restricted(bad)).toEqual([
      expect.stringMatching(/^'zod' import is restricted .*zod\.ts/),
    ]);
    expect(restricted(good)).toEqual([]);
  });

  it('refuse an import cycle', async () => {
    const [result] = await eslint.lintFiles([
      join(root, 'packages/web/src/testing/lint-fixtures/cycle-a.ts'),
    ]);
    expect(result?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });
});
