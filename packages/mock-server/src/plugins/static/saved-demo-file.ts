// The saved demo a visitor chose on "Start a demo": the one file of a multipart form, read
// whole up to the import's own limit, parsed as JSON and checked against the import's own
// schema (openapi/mock-demo-api.yaml), so the page says what the demo API would. What it holds
// beyond its shape (the records it links) is checked by the import itself (importSandbox).
import { loadOpenApiDocument, mockDemoApiPath } from '@garage/api-types/openapi';
import { createAjv, formatErrors, type Validate } from '@garage/openapi-checks';
import type { FastifyRequest } from 'fastify';
import { SupplierError, supplierErrorOf } from '../infrastructure/errors.ts';

type ImportRules = { maxBytes: number; validate: Validate };
let importRules: Promise<ImportRules> | undefined;

/** The import's limit and schema: read at the first file (about 150 ms), then kept. */
function rulesOfImport(): Promise<ImportRules> {
  importRules ??= loadOpenApiDocument(mockDemoApiPath).then((document) => {
    const operation = document.paths['/__demo/sandboxes/import']?.post;
    const schema = operation?.requestBody?.content['application/json']?.schema;
    const maxBytes = operation?.['x-body-limit'];
    if (!schema || maxBytes === undefined) {
      throw new Error('openapi/mock-demo-api.yaml has no import with a body schema and limit');
    }
    return { maxBytes, validate: createAjv({ coerce: false }).compile(schema) };
  });
  return importRules;
}

type Read = { fileName: string; document: unknown } | { status: 400 | 413; problem: string };

const noFile = { status: 400, problem: 'Choose a saved demo file to start from.' } as const;
const notSavedDemo = (fileName: string, why: string) => ({
  status: 400 as const,
  problem: `${fileName} is not a saved demo this mock can start: ${why}`,
});

export async function readSavedDemoFile(request: FastifyRequest): Promise<Read> {
  const { maxBytes, validate } = await rulesOfImport();
  if (!request.isMultipart()) return noFile;
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch (error) {
    return { status: 400, problem: `The form could not be read: ${(error as Error).message}` };
  }
  if (!part) return noFile;
  const fileName = part.filename || 'The file';
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    const megabytes = maxBytes / (1024 * 1024);
    return {
      status: 413,
      problem: `${fileName} is larger than a saved demo can be: at most ${megabytes} MB (${maxBytes.toLocaleString('en-GB')} bytes).`,
    };
  }
  // A browser sends the field with no name and no bytes when no file was chosen.
  if (part.filename === '' && data.length === 0) return noFile;
  let document: unknown;
  try {
    document = JSON.parse(data.toString('utf8'));
  } catch {
    return { status: 400, problem: `${fileName} is not a saved demo: it is not JSON.` };
  }
  if (!validate(document))
    return notSavedDemo(fileName, formatErrors(validate.errors ?? [], 'body'));
  return { fileName, document };
}

/** A refusal of the import (400), said as what is wrong with the file; any other as it is. */
export function notASavedDemo(error: unknown, fileName: string): unknown {
  const refused = supplierErrorOf(error);
  if (refused?.statusCode !== 400) return error;
  return new SupplierError(400, notSavedDemo(fileName, refused.message).problem);
}
