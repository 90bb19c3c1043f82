// The closing line of npm test (scripts/test.sh), in the plain form CI reads:
// 'tests: N passed, N failed', over every test that ran.
//   node scripts/test-summary.ts <folder of Vitest JSON reports> <failed steps that are not Vitest runs>
// A file that failed before any of its tests ran (an import error) counts as one failure, and
// so does each failed step that is not a Vitest run (lint, a budget, an install).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What these lines read of a Vitest JSON report. */
type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { status: string; assertionResults: unknown[] }[];
};

const [dir = '', failedSteps] = process.argv.slice(2);
let passed = 0;
let failed = Number(failedSteps);
for (const name of readdirSync(dir)) {
  const report = JSON.parse(readFileSync(join(dir, name), 'utf8')) as VitestReport;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  failed += report.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
}
console.log(`tests: ${passed} passed, ${failed} failed`);
