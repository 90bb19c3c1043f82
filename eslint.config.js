import eslintComments from '@eslint-community/eslint-plugin-eslint-comments';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jestDom from 'eslint-plugin-jest-dom';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import testingLibrary from 'eslint-plugin-testing-library';
import tseslint from 'typescript-eslint';

// The layers of the portal (README, "The portal's code") and of the supplier console, the same
// shape: app/ puts features together; a feature never imports another; lib/, components/ and
// config/ are shared and import neither. src/supplier-calls.ts is the portal's door for other
// packages, never for the portal itself.
/** @param {string} src */
const layerZones = (src) => [
  ...readdirSync(`${src}/features`).map((feature) => ({
    target: `${src}/features/${feature}`,
    from: `${src}/features`,
    except: [`./${feature}`],
    message:
      'Features never import each other: put what both need in lib/ or components/, or join them in app/.',
  })),
  {
    target: `${src}/features`,
    from: `${src}/app`,
    message: 'Nothing imports app/: it is the top, where features are put together.',
  },
  {
    target: src,
    from: `${src}/supplier-calls.ts`,
    message:
      'src/supplier-calls.ts is the door for other packages: the app imports each file itself, so its bundles keep only what they use.',
  },
  {
    target: [`${src}/lib`, `${src}/components`, `${src}/config`],
    from: [`${src}/features`, `${src}/app`],
    message: 'Shared code (lib/, components/, config/) imports no feature and not app/.',
  },
];
const browserApps = ['./packages/web/src', './packages/supplier-console/src'];
// The mock server's layers (packages/mock-server/README.md, "How it is built"): the state and
// what changes it know nothing of HTTP, so they can be called and tested without a request,
// and the plugins know nothing of the routes, which app.ts hands them.
/** @param {string} src */
const mockServerZones = (src) => [
  {
    target: ['domain', 'records', 'world', 'sandboxes', 'simulator', 'sandbox-stores', 'lib'].map(
      (folder) => `${src}/${folder}`,
    ),
    from: [`${src}/plugins`, `${src}/routes`],
    message:
      'domain/, records/, world/, sandboxes/, simulator/, sandbox-stores/ and lib/ import nothing from plugins/ or routes/: throw a domain error (domain/errors.ts), which plugins/infrastructure/errors.ts answers with its status.',
  },
  {
    target: `${src}/plugins`,
    from: `${src}/routes`,
    message: 'plugins/ imports nothing from routes/: app.ts hands the handlers to the plugins.',
  },
];
// The React code: both apps and the kit they share.
const reactCode = ['packages/web/src', 'packages/supplier-console/src', 'packages/app-kit/src'];
const reactTests = reactCode.map((src) => `${src}/**/*.test.{ts,tsx}`);

export default defineConfig(
  {
    ignores: [
      '**/dist/',
      '.tools/',
      '.pnpm-store/',
      '.apt-cache/',
      '.gitlab-ci-local/',
      'packages/api-types/src/generated/',
      '**/lint-fixtures/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      // Each file is linted with the types of the tsconfig.json nearest to it (the root one
      // holds the root's configs and scripts/).
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX, '@eslint-community/eslint-comments': eslintComments },
    // Imports name their files with extensions (.ts, .tsx), and packages by their exports.
    settings: {
      // Without these import-x reads only .js dependencies, and no-cycle sees no cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
          conditionNames: ['import', 'default'],
        }),
      ],
      // The workspace's own packages, so no-cycle's ignoreExternal still follows imports
      // between them (else a package outside the linted file's counts as external).
      'import-x/internal-regex': '^@garage/',
    },
    rules: {
      // A leading underscore marks a value left out on purpose (rest siblings, unused params).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // A rule turned off in place says why (`-- reason`).
      '@eslint-community/eslint-comments/require-description': 'error',
      // Not into npm packages, which never import ours back: walking their import graphs was
      // a quarter of the lint's time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // A package reaches another only through its door (its package.json `exports`), so what
      // a package offers is what it says it offers, and moving its files breaks no one.
      'import-x/no-relative-packages': 'error',
      'import-x/no-duplicates': 'error',
      // Counts and amounts are written into messages as they are.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `onClick={() => setOpen(false)}` says what it does; braces would add nothing.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Fastify's plugins, hooks and handlers are async to be awaited (else Fastify waits for a
      // `done` callback), and test doubles are async to match what they stand in for.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.e2e.ts'],
    rules: {
      // Vitest types its asymmetric matchers (expect.any, expect.stringMatching...) as any.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  // The browser journeys wait for what they expect of the page: Playwright's web-first
  // assertions (`await expect(locator).toBeVisible()`) or `expect.poll`, never a one-shot read
  // such as `expect(await locator.isVisible())`, which sees the page as it is at that instant.
  // Not page reads, so allowed: the mock's state (`demo.enquiry(...)`, `count(demo)`), an HTTP
  // answer's body (`.json()`, `.text()`) and a file (`readFile`). packages/e2e/README.md.
  {
    files: ['packages/e2e/src/**/*.ts'],
    // The package's unit tests (*.test.ts) drive no browser.
    ignores: ['packages/e2e/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.name='expect'] > AwaitExpression:not([argument.callee.object.name='demo'], [argument.arguments.0.name='demo'], [argument.callee.property.name=/^(json|text)$/], [argument.callee.name='readFile'])",
          message:
            'A one-shot read of the page: wait for it instead, with `await expect(locator).toBeVisible()` / `.toHaveText(...)` or `await expect.poll(() => read()).toBe(...)` (packages/e2e/README.md).',
        },
        {
          // The same read inside a conversion: expect(Number(await locator.getAttribute(...))).
          selector:
            "CallExpression[callee.name='expect'] > :not(AwaitExpression) AwaitExpression > CallExpression[callee.property.name=/^(isVisible|isHidden|isChecked|isEnabled|isDisabled|isEditable|innerText|innerHTML|textContent|inputValue|getAttribute|count|allInnerTexts|allTextContents|title|evaluate|evaluateAll|boundingBox)$/]",
          message:
            'A one-shot read of the page: wait for it instead, with `await expect.poll(async () => Number(await locator.read())).toBe(...)` (packages/e2e/README.md).',
        },
        {
          // Wait for what the time is for: an element, a response, advanceClockUntil. A journey
          // that tests time itself says why in the eslint-disable comment that lets it sleep.
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message:
            'A sleep: wait for what it is for instead (a locator, a response, expect.poll, advanceClockUntil).',
        },
      ],
    },
  },
  {
    files: reactCode.map((src) => `${src}/**/*.{ts,tsx}`),
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y-x': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.configs.recommended.rules },
  },
  browserApps.map((src) => ({
    files: [`${src.slice(2)}/**/*.{ts,tsx}`],
    rules: {
      // Absolute paths: ESLint run from a package's folder (its tests) finds the same layers.
      'import-x/no-restricted-paths': [
        'error',
        { zones: layerZones(join(import.meta.dirname, src)) },
      ],
    },
  })),
  // The portal takes zod from lib/validation/zod.ts, which sets it up before any schema is
  // built (jitless: no `new Function` probe for the CSP to refuse). Types may come from zod.
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    ignores: ['packages/web/src/lib/validation/zod.ts', 'packages/web/src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^zod(/|$)',
              allowTypeImports: true,
              message:
                "Import z from lib/validation/zod.ts, which sets zod up for the portal's CSP before any schema is built.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/mock-server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: mockServerZones(join(import.meta.dirname, 'packages/mock-server/src')) },
      ],
    },
  },
  // The mock's queries are predicates: @msw/data's query builder allocates for every record it
  // tests. Tests, off the hot path, may keep it (a block of its own, so they keep the layers).
  {
    files: ['packages/mock-server/src/**/*.ts'],
    ignores: ['packages/mock-server/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(where|and|or)$/][callee.object.type=/^(Identifier|NewExpression)$/]',
          message:
            'A query builder: use a predicate, `new Query((record) => ...)`, which allocates nothing per record tested (packages/mock-server/src/records/README.md).',
        },
      ],
    },
  },
  // Tests of React code query the page as a user finds it, and say what they expect of it.
  {
    files: reactTests,
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: reactTests,
    ...jestDom.configs['flat/recommended'],
  },
  {
    files: reactTests,
    rules: {
      // Vitest runs without globals, so Testing Library cannot register its own cleanup.
      'testing-library/no-manual-cleanup': 'off',
      // The tests' render helpers return what a test needs (a router, the events it records).
      'testing-library/render-result-naming-convention': 'off',
      // `textContent).toBe(...)` asserts the whole text; toHaveTextContent matches a part of it.
      'jest-dom/prefer-to-have-text-content': 'off',
    },
  },
);
