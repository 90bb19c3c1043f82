// The consumer pact as the checks and scripts read it. Scripts run with plain `node`, which
// cannot load src/pact.ts (it imports the portal's client), so the file's location is spelled
// here too; pact-file.test.ts proves both agree.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const defaultPactFile = fileURLToPath(
  new URL('../pacts/garage-parts-portal-parts-supplier-api.json', import.meta.url),
);

export type PactRequest = {
  method: string;
  path: string;
  query?: Record<string, string[]>;
  headers?: Record<string, string[]>;
  body?: { content?: unknown };
};
export type PactInteraction = {
  type?: string;
  description: string;
  providerStates?: { name: string }[];
  request: PactRequest;
  response: { status: number; headers?: Record<string, string[]>; body?: { content?: unknown } };
  [key: string]: unknown;
};
export type PactDocument = {
  consumer: { name: string };
  provider: { name: string };
  interactions: PactInteraction[];
  metadata?: unknown;
};

export function readPact(file: string = defaultPactFile): PactDocument {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`No pact at ${file}: run the consumer tests first`);
  }
  return JSON.parse(text) as PactDocument;
}

/** The request's path with its query string, as the pact replays it. */
export function requestTarget(request: PactRequest): string {
  const query = Object.entries(request.query ?? {}).flatMap(([name, values]) =>
    values.map((value) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`),
  );
  return query.length > 0 ? `${request.path}?${query.join('&')}` : request.path;
}
