// Reading a multipart/form-data body for the contract plugin: text fields into an object
// for the schema, files into request.uploads, and every way a form can be malformed (no
// boundary, truncated, a file where a text field belongs) answered as a 4xx naming `body`.
// A plugin's part, not lib/'s: it reads the request's body stream, which is HTTP itself, so
// it answers with SupplierError like the rest of the contract's checks.
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { SupplierError } from './errors.ts';
import type { SchemaObject } from '@garage/openapi-checks';

export type Upload = { filename: string; mimetype: string; data: Buffer };

declare module 'fastify' {
  interface FastifyRequest {
    /** Files of a multipart request, by field name. */
    uploads: Map<string, Upload>;
  }
}

/** Matches the multipart plugin's fileSize limit registered in app.ts. */
export const maxUploadMb = 5;

function isBinary(schema: SchemaObject | undefined): boolean {
  return schema?.type === 'string' && schema.format === 'binary';
}

/** The multipart schema without its file fields: files are checked on their own. */
export function withoutFiles(schema: SchemaObject): { fields: SchemaObject; files: string[] } {
  const properties = (schema.properties ?? {}) as Record<string, SchemaObject>;
  const files = Object.keys(properties).filter((name) => isBinary(properties[name]));
  return {
    fields: {
      ...schema,
      properties: Object.fromEntries(
        Object.entries(properties).filter(([name]) => !files.includes(name)),
      ),
      required: ((schema.required ?? []) as string[]).filter((name) => !files.includes(name)),
    },
    files,
  };
}

type PartError = Error & { code?: string };

/**
 * The form's boundary as RFC 2046 has it (1 to 70 characters): busboy reads a form without
 * one, or with an empty one, as empty or truncated depending on its bytes, and fails on a long
 * one with its search's own words.
 */
function hasBoundary(contentType: string): boolean {
  const match = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2] ?? '';
  return boundary.length >= 1 && boundary.length <= 70;
}

/**
 * A form that @fastify/multipart or busboy could not read, as a 4xx naming `body`: their own
 * errors either carry no status (so would answer 500) or do not say what is wrong.
 */
function multipartProblem(error: PartError): SupplierError {
  if (error instanceof SupplierError) return error;
  switch (error.code) {
    case 'FST_FILES_LIMIT':
      return new SupplierError(400, 'body must have at most 1 file');
    case 'FST_PARTS_LIMIT': // @fastify/multipart's default limit
      return new SupplierError(413, 'body must have at most 1000 parts');
    case 'FST_PROTO_VIOLATION':
      return new SupplierError(400, 'body must not name a field after an Object property');
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new SupplierError(400, 'body must be valid JSON in a field whose type is JSON');
  }
  if (/unexpected end|terminated early/i.test(error.message)) {
    return new SupplierError(
      400,
      'body is truncated multipart data: its closing boundary is missing',
    );
  }
  return new SupplierError(400, `body must be well-formed multipart/form-data (${error.message})`);
}

async function readParts(request: FastifyRequest): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer().catch((error: unknown) => {
        if ((error as PartError).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
        throw new SupplierError(413, `body/${part.fieldname} must be ${maxUploadMb} MB or less`);
      });
      request.uploads.set(part.fieldname, {
        filename: part.filename,
        mimetype: part.mimetype,
        data,
      });
    } else {
      fields[part.fieldname] = part.value;
    }
  }
  return fields;
}

/** The form's text fields by name; its files go to request.uploads. */
export async function readMultipart(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (!hasBoundary(request.headers['content-type'] ?? '')) {
    throw new SupplierError(
      400,
      'body must be multipart/form-data with a boundary of 1 to 70 characters in Content-Type',
    );
  }
  return readParts(request).catch((error: unknown) => {
    throw multipartProblem(error as PartError);
  });
}

/** A file sent as a text field or the other way round: named before the schema is checked. */
export function misplacedPart(
  fields: Record<string, unknown>,
  uploads: Map<string, Upload>,
  { files, fields: schema }: { files: string[]; fields: SchemaObject },
): string | undefined {
  const file = files.find((name) => Object.hasOwn(fields, name));
  if (file) return `body/${file} must be a file, not a text field`;
  const textFields = Object.keys(schema.properties ?? {});
  for (const name of uploads.keys()) {
    if (textFields.includes(name)) return `body/${name} must be a text field, not a file`;
    if (!files.includes(name)) return `body has unknown file field '${name}'`;
  }
  return undefined;
}
