// The mock server's layers are enforced by ESLint (eslint.config.js, import-x's
// no-restricted-paths), and so is having no import cycle (no-cycle): each rule is shown failing
// on deliberately bad code, so a config change that silences one fails here, and the real tree
// is shown keeping them.
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const src = join(root, 'packages/mock-server/src');
const rule = 'import-x/no-restricted-paths';
const cycleRule = 'import-x/no-cycle';
// Without types (the code linted here is in no file, so in no TypeScript project), and only
// the rules under test: the rest of the lint is `pnpm run lint`'s.
const eslint = new ESLint({
  cwd: root,
  ignore: false,
  overrideConfig: tseslint.configs.disableTypeChecked,
  ruleFilter: ({ ruleId }) => ruleId === rule || ruleId === cycleRule,
});

/** The layer problems ESLint finds in `code` if it were the file at `path` under src/. */
async function layerProblems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(src, path) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const fromHttp = new RegExp(`^${rule}: .* import nothing from plugins/ or routes/`);

// ESLint loads its config and plugins on its first lint: once, here, so that the first test
// does not carry that start-up (seconds on a loaded machine) on top of its own lint.
beforeAll(async () => {
  await eslint.lintText('', { filePath: join(src, 'warm-up.ts') });
});

describe('the mock server’s layers', () => {
  it.each([
    ['domain/bad.ts', "export { SupplierError } from '../plugins/infrastructure/errors.ts';\n"],
    ['records/bad.ts', "export { handlers } from '../routes/supplier-api/index.ts';\n"],
    ['world/bad.ts', "export { faultsPlugin } from '../plugins/infrastructure/faults.ts';\n"],
    [
      'sandboxes/bad.ts',
      "export { sandboxesPlugin } from '../plugins/infrastructure/sandboxes.ts';\n",
    ],
    ['simulator/bad.ts', "export { demoHandlers } from '../routes/demo-api/index.ts';\n"],
    ['sandbox-stores/bad.ts', "export { errorBody } from '../plugins/infrastructure/errors.ts';\n"],
    ['lib/bad.ts', "export { errorBody } from '../plugins/infrastructure/errors.ts';\n"],
  ])('refuse state importing HTTP: %s', async (path, code) => {
    expect(await layerProblems(path, code)).toEqual([expect.stringMatching(fromHttp)]);
  });

  it('refuse a plugin importing a route', async () => {
    expect(
      await layerProblems(
        'plugins/infrastructure/bad.ts',
        "export { demoHandlers } from '../../routes/demo-api/index.ts';\n",
      ),
    ).toEqual([
      expect.stringMatching(new RegExp(`^${rule}: .* plugins/ imports nothing from routes/`)),
    ]);
  });

  it('let routes and plugins import the state, and routes import plugins', async () => {
    expect(
      await layerProblems(
        'routes/demo-api/good.ts',
        "export { NotFoundError } from '../../domain/errors.ts';\nexport { SupplierError } from '../../plugins/infrastructure/errors.ts';\n",
      ),
    ).toEqual([]);
    expect(
      await layerProblems(
        'plugins/infrastructure/good.ts',
        "export { createWorld } from '../../world/world.ts';\nexport { ownEnquiry } from '../../lib/enquiry-access.ts';\n",
      ),
    ).toEqual([]);
  });

  it('refuse an import cycle', async () => {
    const [result] = await eslint.lintFiles([join(src, 'testing/lint-fixtures/cycle-a.ts')]);
    expect(result?.messages.map((message) => message.ruleId)).toEqual([cycleRule]);
  });

  it('are kept by every file of the mock server', async () => {
    // But for the deliberately bad code above.
    const results = (await eslint.lintFiles([`${src}/**/*.ts`])).filter(
      ({ filePath }) => !filePath.includes('/lint-fixtures/'),
    );

    expect(results.length).toBeGreaterThan(100);
    expect(
      results.flatMap(({ filePath, messages }) =>
        messages.map((message) => `${filePath}: ${message.message}`),
      ),
    ).toEqual([]);
  }, 60_000);
});
