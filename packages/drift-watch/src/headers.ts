// The headers as the proxy (app.ts) reads them: a message's media type, its body as the check
// reads it (uncompressed), and which of the upstream's answer headers it does not pass on.
import type { IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

// A header as Node gives it.
type Header = number | string | string[] | undefined;

export const mediaType = (header: Header): string =>
  String(header ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase() ?? '';

const decoders: Record<string, (body: Buffer) => Buffer> = {
  gzip: gunzipSync,
  br: brotliDecompressSync,
  deflate: inflateSync,
};

/** The bytes as the check reads them: what the upstream compressed, uncompressed. */
export function decoded(body: Buffer, encoding: Header): Buffer {
  const decode = decoders[String(encoding ?? '').toLowerCase()];
  try {
    return decode ? decode(body) : body;
  } catch {
    // Bytes that do not uncompress are checked as they came (and are not JSON).
    return body;
  }
}

/**
 * The upstream's answer headers without those of its connection to the proxy (RFC 9110
 * 7.6.1: Connection, Keep-Alive and the headers Connection names), which reply-from copies
 * over: the portal's connection keeps its own terms, so a portal that asked to close it is
 * answered `Connection: close`, as the upstream would have answered it.
 */
export function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = (headers.connection ?? '').split(',').map((name) => name.trim().toLowerCase());
  const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', ...named]);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)));
}
