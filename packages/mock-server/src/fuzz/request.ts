// A generated request in two forms: its parts as values (what the schema mutations change)
// and as sent (what the transport mutations change: bytes, headers, the path).
import { json, multipart, type FuzzOperation } from './operations.ts';

export type FilePart = { filename: string; type: string; data: Buffer };

export type Parts = {
  params: Record<string, unknown>;
  querystring: Record<string, unknown>;
  /** A JSON body's value, or a form's text fields. */
  body?: unknown;
  files: Record<string, FilePart>;
};

/** Whose token the request carries: the signed-in caller's, none, or one never issued. */
export type Auth = 'caller' | 'none' | 'unknown';

export type FuzzRequest = {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  auth: Auth;
};

/** A path parameter's value as text, the way pathOf writes it. */
export const pathText = (value: unknown): string => String(value);

/** The path with each parameter in place; `raw` ones go in as given, unencoded. */
export function pathOf(
  operation: FuzzOperation,
  params: Record<string, unknown>,
  raw: Record<string, string> = {},
): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    name in raw ? (raw[name] ?? '') : encodeURIComponent(pathText(params[name])),
  );
}

function queryOf(values: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, String(item));
  }
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/** A boundary that none of the form's text contains, so the form reads back as built. */
function boundaryFor(texts: string[]): string {
  let boundary = '----fuzz-form-7MA4YWxkTrZu0gW';
  while (texts.some((text) => text.includes(boundary))) boundary += 'x';
  return boundary;
}

/** A file name as browsers send it: quotes and line breaks percent-encoded. */
function quotedName(name: string): string {
  return `"${name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}"`;
}

export type Form = {
  boundary: string;
  payload: Buffer;
  /** Where the closing boundary starts. */ end: number;
};

export function encodeForm(fields: Record<string, unknown>, files: Record<string, FilePart>): Form {
  const texts = Object.values(fields).map(String);
  const boundary = boundaryFor([...texts, ...Object.values(files).map((file) => file.filename)]);
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
      ),
    );
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename=${quotedName(file.filename)}\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  const end = chunks.reduce((length, chunk) => length + chunk.length, 0);
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { boundary, payload: Buffer.concat(chunks), end };
}

/** The request as the portal would send it. */
export function encodeRequest(
  operation: FuzzOperation,
  parts: Parts,
  options: { contentType?: string; rawParams?: Record<string, string> } = {},
): FuzzRequest {
  const request: FuzzRequest = {
    method: operation.method,
    url: pathOf(operation, parts.params, options.rawParams) + queryOf(parts.querystring),
    headers: {},
    auth: operation.secured ? 'caller' : 'none',
  };
  if (!operation.body) return request;
  if (operation.body.type === json) {
    request.headers['content-type'] = options.contentType ?? json;
    request.payload = JSON.stringify(parts.body);
    return request;
  }
  const form = encodeForm((parts.body ?? {}) as Record<string, unknown>, parts.files);
  request.headers['content-type'] = `${multipart}; boundary=${form.boundary}`;
  request.payload = form.payload;
  return request;
}
