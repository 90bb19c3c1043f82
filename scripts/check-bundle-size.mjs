// The first-screen bundle budget, run by scripts/test.sh after the portal's production build:
// the JavaScript that '/' loads (the entry chunk, which holds the home screen's route, and what
// it imports statically), compressed with brotli as both hosts send it, must stay within 115 KB
// (docs/first-load.md).
// Usage: node scripts/check-bundle-size.mjs [distDir]   (default: packages/web/dist)
import { fileURLToPath } from 'node:url';
import { budgetReport, firstScreenRoutes, measureFirstScreen } from '@garage/e2e/bundle-size';

const budgetBytes = 115 * 1024;

const distDir = process.argv[2] ?? fileURLToPath(new URL('../packages/web/dist', import.meta.url));

try {
  const { ok, lines } = budgetReport(
    await measureFirstScreen(distDir, firstScreenRoutes),
    budgetBytes,
  );
  console.log(lines.join('\n'));
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  console.error(`check-bundle-size: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
