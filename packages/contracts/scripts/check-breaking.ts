// The breaking-change gate from the command line:
//   node packages/contracts/scripts/check-breaking.ts [--baseline FILE] [--current FILE] [--pact FILE]
//     [--junit FILE] [--summary FILE]
// Prints the verdict; exits 1 when a change breaks an operation the portal calls (as listed by
// the pact), 2 when it cannot run (no pact: run the consumer tests first). --junit and
// --summary also write it as JUnit XML and Markdown (checks/verdict-reports.ts; docs/ci.md).
//
// The baseline, packages/contracts/baseline/supplier-api.yaml, is a pinned copy of the
// supplier's last published document. When the supplier publishes a new version and the
// portal has been changed to suit it (the gate passes or its breaks are handled), update it:
//   cp openapi/supplier-api.yaml packages/contracts/baseline/supplier-api.yaml
import { loadOpenApiDocument } from '@garage/api-types/openapi';
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { compareDocuments, formatVerdict, portalCalls } from '../checks/breaking-changes.ts';
import { baselineFile, supplierApiFile } from '../checks/openapi.ts';
import { defaultPactFile, readPact } from '../checks/pact-file.ts';
import { errorJunit, gateJunit, gateMarkdown } from '../checks/verdict-reports.ts';

const { values } = parseArgs({
  options: {
    baseline: { type: 'string', default: baselineFile },
    current: { type: 'string', default: supplierApiFile },
    pact: { type: 'string', default: defaultPactFile },
    junit: { type: 'string' },
    summary: { type: 'string' },
  },
});

try {
  const verdict = compareDocuments(
    await loadOpenApiDocument(values.baseline),
    await loadOpenApiDocument(values.current),
    portalCalls(readPact(values.pact)),
  );
  console.log(
    `Breaking-change gate: ${values.current}\n  against the baseline ${values.baseline}\n`,
  );
  console.log(formatVerdict(verdict));
  if (values.junit) writeFileSync(values.junit, gateJunit(verdict));
  // Named as from where the gate runs (a CI job: the project), not as absolute paths.
  const shown = {
    current: relative('.', values.current),
    baseline: relative('.', values.baseline),
  };
  if (values.summary) writeFileSync(values.summary, gateMarkdown(verdict, shown));
  process.exitCode = verdict.breaking.length > 0 ? 1 : 0;
} catch (error) {
  const message = `Breaking-change gate could not run: ${(error as Error).message}`;
  console.error(message);
  if (values.junit) writeFileSync(values.junit, errorJunit('gate', message));
  if (values.summary) writeFileSync(values.summary, `### ❌ ${message}\n`);
  process.exitCode = 2;
}
