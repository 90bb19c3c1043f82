// The breaking-change gate from the command line:
//   node packages/contracts/scripts/check-breaking.ts [--baseline FILE] [--current FILE] [--pact FILE]
// Prints the verdict; exits 1 when a change breaks an operation the portal calls (as listed by
// the pact), 2 when it cannot run (no pact: run the consumer tests first).
//
// The baseline, packages/contracts/baseline/supplier-api.yaml, is a pinned copy of the
// supplier's last published document. When the supplier publishes a new version and the
// portal has been changed to suit it (the gate passes or its breaks are handled), update it:
//   cp openapi/supplier-api.yaml packages/contracts/baseline/supplier-api.yaml
import { loadOpenApiDocument } from '@garage/api-types/openapi';
import { parseArgs } from 'node:util';
import { compareDocuments, formatVerdict, portalCalls } from '../checks/breaking-changes.ts';
import { baselineFile, supplierApiFile } from '../checks/openapi.ts';
import { defaultPactFile, readPact } from '../checks/pact-file.ts';

const { values } = parseArgs({
  options: {
    baseline: { type: 'string', default: baselineFile },
    current: { type: 'string', default: supplierApiFile },
    pact: { type: 'string', default: defaultPactFile },
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
  process.exitCode = verdict.breaking.length > 0 ? 1 : 0;
} catch (error) {
  console.error(`Breaking-change gate could not run: ${(error as Error).message}`);
  process.exitCode = 2;
}
