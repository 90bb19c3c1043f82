// A CSS module named for a component styles that component alone, so changing it cannot restyle
// another one. Components sharing rules import a module named for what it is, not for a
// component (dialog-form.module.css, the console's shared.module.css): no .tsx has its name.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packages = fileURLToPath(new URL('../../', import.meta.url));
const cssModuleImport = /['"](\.[^'"]*)\.module\.css['"]/g;

/**
 * Each component in `tree` (path: source) importing a module whose name is another component's,
 * as `importer → module`.
 */
function borrowedModules(tree: Map<string, string>): string[] {
  return [...tree]
    .filter(([path]) => path.endsWith('.tsx') && !path.endsWith('.test.tsx'))
    .flatMap(([path, source]) =>
      [...source.matchAll(cssModuleImport)]
        .map(([, name = '']) => posix.join(posix.dirname(path), name))
        .filter((module) => `${module}.tsx` !== path && tree.has(`${module}.tsx`))
        .map((module) => `${path} → ${module}.module.css`),
    );
}

/** The .tsx files under a package's src/, by their path in it. */
function sourceTree(packageName: string): Map<string, string> {
  const src = join(packages, packageName, 'src');
  const paths = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split('\\').join('/'))
    .filter((path) => path.endsWith('.tsx'));
  return new Map(paths.map((path) => [path, readFileSync(join(src, path), 'utf8')]));
}

describe('CSS modules', () => {
  it('are refused when they are another component’s, and allowed when shared', () => {
    const tree = new Map([
      ['layouts/navigation.tsx', "import styles from './navigation.module.css';\n"],
      ['layouts/navigation.test.tsx', "import styles from './navigation.module.css';\n"],
      [
        'layouts/shell.tsx',
        "import nav from './navigation.module.css';\nimport form from '../form.module.css';\n",
      ],
    ]);
    expect(borrowedModules(tree)).toEqual(['layouts/shell.tsx → layouts/navigation.module.css']);
  });

  it.each(['web', 'supplier-console', 'app-kit'])(
    'each belong to one component or to none in %s',
    (packageName) => {
      const tree = sourceTree(packageName);
      expect(tree.size).toBeGreaterThan(0);
      expect(borrowedModules(tree)).toEqual([]);
    },
  );
});
