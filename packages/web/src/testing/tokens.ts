import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Read as a file: Vitest hands the tests an empty string for any CSS import, ?raw too.
const tokensCss = readFileSync(
  fileURLToPath(import.meta.resolve('@garage/app-kit/tokens.css')),
  'utf8',
);

// A custom property's declaration on a line of its own, as tokens.css writes each token.
const tokenDeclaration = /^\s*(--[\w-]+):\s*([^;]+);/gm;

const tokens = new Map(
  [...tokensCss.matchAll(tokenDeclaration)].map(([, name = '', value = '']) => [name, value]),
);

/** A token's value as tokens.css writes it, e.g. tokenValue('--on-dark') is '#fff'. */
export function tokenValue(name: string): string {
  const value = tokens.get(name);
  if (value === undefined) throw new Error(`tokens.css has no ${name}`);
  return value;
}

/** A colour token's value as #rrggbb, for arithmetic (tokens.css writes some as #rgb). */
export function tokenHex(name: string): string {
  return tokenValue(name).replace(/^#(\w)(\w)(\w)$/, '#$1$1$2$2$3$3');
}

/** Puts tokens.css in the page, so that computed styles resolve var(--…) as the app's do. */
export function addTokensToPage(): void {
  const style = document.createElement('style');
  style.textContent = tokensCss;
  document.head.append(style);
}
