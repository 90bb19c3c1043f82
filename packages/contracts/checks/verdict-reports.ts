// The contract checks' verdicts as a CI shows them beside their printed text (docs/ci.md): JUnit
// XML, which GitLab shows on a merge request and GitHub's test reporters read, and Markdown, for
// a GitHub job summary or a merge request note. The gate (scripts/check-breaking.ts) and the
// supplier verification (scripts/verify-supplier.ts) write them with --junit and --summary.
import junit from 'junit-report-builder';
import type { Verdict } from './breaking-changes.ts';
import type { SupplierReport } from '../scripts/supplier-options.ts';

const gateSuite = 'Breaking-change gate';
const supplierSuite = 'Supplier verification';

/** Markdown text: one line, with no character a renderer would take for a tag or a cell's end. */
const cell = (text: string) =>
  text
    .replace(/\r?\n/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\|/g, '\\|');

/** A test case per operation the portal calls, failed when a change breaks it. */
export function gateJunit(verdict: Verdict): string {
  const builder = junit.newBuilder();
  const suite = builder.testSuite().name(gateSuite);
  for (const operation of verdict.checked) {
    const test = suite.testCase().className('breaking-change-gate').name(operation);
    const breaks = verdict.breaking.filter((finding) => finding.operation === operation);
    if (breaks.length > 0) {
      test.failure(breaks.map(({ field, why }) => `${field}: ${why}`).join('\n'), 'breaking');
    }
  }
  return builder.build();
}

export function gateMarkdown(verdict: Verdict, documents: { current: string; baseline: string }) {
  const breaking = verdict.breaking.length;
  const lines = [
    breaking > 0
      ? `### ❌ Breaking-change gate: ${breaking} change(s) break operations the portal calls`
      : `### ✅ Breaking-change gate: no change breaks an operation the portal calls`,
    '',
    `\`${documents.current}\` against the baseline \`${documents.baseline}\`, for the ${verdict.checked.length} operations the portal calls (its pact).`,
  ];
  if (breaking > 0) {
    lines.push('', '| Operation | Where | What breaks |', '| --- | --- | --- |');
    for (const { operation, field, why } of verdict.breaking) {
      lines.push(`| ${cell(operation)} | ${cell(field)} | ${cell(why)} |`);
    }
  }
  if (verdict.notices.length > 0) {
    lines.push(
      '',
      `<details><summary>Notices (${verdict.notices.length}, not breaking)</summary>`,
      '',
    );
    for (const { operation, field, why } of verdict.notices) {
      lines.push(`- ${cell(operation)}: ${cell(field)}: ${cell(why)}`);
    }
    lines.push('', '</details>');
  }
  return `${lines.join('\n')}\n`;
}

/** A check that could not run at all (no pact, a document that does not parse): one error. */
export function errorJunit(suiteName: 'gate' | 'supplier', message: string): string {
  const builder = junit.newBuilder();
  const name = suiteName === 'gate' ? gateSuite : supplierSuite;
  builder.testSuite().name(name).testCase().name('could not run').error(message);
  return builder.build();
}

/** A test case per interaction of the pact: failed, passed, or skipped and why. */
export function supplierJunit(report: SupplierReport): string {
  const builder = junit.newBuilder();
  const suite = builder.testSuite().name(supplierSuite);
  for (const result of report.results) {
    const test = suite.testCase().className(result.operationId).name(result.description);
    const said = [...result.reasons, ...result.assumptions.map((state) => `assumes: ${state}`)];
    if (said.length > 0) test.standardOutput(said.join('\n'));
    if (result.outcome === 'failed') test.failure(result.reasons.join('\n'), 'mismatch');
    if (result.outcome === 'skipped') test.skipped();
  }
  return builder.build();
}

export function supplierMarkdown(report: SupplierReport): string {
  const count = (outcome: string) => report.results.filter((r) => r.outcome === outcome).length;
  const failed = count('failed');
  const lines = [
    failed > 0
      ? `### ❌ Supplier verification: ${failed} interaction(s) of the portal's pact failed`
      : `### ✅ Supplier verification: the supplier answers as the portal's pact expects`,
    '',
    `${count('passed')} passed, ${failed} failed, ${count('skipped')} skipped.`,
    '',
    '| Result | Operation | Host | Interaction | Why |',
    '| --- | --- | --- | --- | --- |',
  ];
  const order = { failed: 0, passed: 1, skipped: 2 };
  const sorted = [...report.results].sort((a, b) => order[a.outcome] - order[b.outcome]);
  for (const { outcome, operationId, host, description, reasons } of sorted) {
    const result = { failed: '❌ failed', passed: '✅ passed', skipped: 'skipped' }[outcome];
    lines.push(
      `| ${result} | ${cell(operationId)} | ${host} | ${cell(description)} | ${cell(reasons.join('; '))} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}
