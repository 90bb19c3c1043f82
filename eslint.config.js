import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';

// The layers of the portal (README, "The portal's code") and of the supplier console, the same
// shape: app/ puts features together; a feature never imports another; lib/, components/ and
// config/ are shared and import neither. src/api.ts is the portal's door for other packages,
// never for the portal itself.
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
    from: `${src}/api.ts`,
    message:
      'src/api.ts is the door for other packages: the app imports each file itself, so its bundles keep only what they use.',
  },
  {
    target: [`${src}/lib`, `${src}/components`, `${src}/config`],
    from: [`${src}/features`, `${src}/app`],
    message: 'Shared code (lib/, components/, config/) imports no feature and not app/.',
  },
];
const browserApps = ['./packages/web/src', './packages/supplier-console/src'];

export default defineConfig(
  { ignores: ['**/dist/', '.tools/', 'packages/api-types/src/generated/', '**/lint-fixtures/'] },
  js.configs.recommended,
  tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
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
    },
    rules: {
      // A leading underscore marks a value left out on purpose (rest siblings, unused params).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'import-x/no-cycle': 'error',
    },
  },
  browserApps.map((src) => ({
    files: [`${src.slice(2)}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Absolute paths: ESLint run from a package's folder (its tests) finds the same layers.
      'import-x/no-restricted-paths': [
        'error',
        { zones: layerZones(join(import.meta.dirname, src)) },
      ],
    },
  })),
);
