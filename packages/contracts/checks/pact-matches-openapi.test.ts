// Pact vs OpenAPI: the consumer pact must be allowed by openapi/supplier-api.yaml, and the
// check must catch a pact that is not (a wrong copy of the real pact, one fault at a time).
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pactFile } from '../src/pact.ts';
import { checkPactAgainstOpenApi, formatProblems } from './pact-vs-openapi.ts';
import { defaultPactFile, readPact, type PactDocument, type PactInteraction } from './pact-file.ts';

const temp = mkdtempSync(join(tmpdir(), 'pact-vs-openapi-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function writeCopy(name: string, change: (pact: PactDocument) => void): string {
  const pact = readPact();
  change(pact);
  const file = join(temp, `${name}.json`);
  writeFileSync(file, JSON.stringify(pact));
  return file;
}

/** The first interaction answering 2xx with a JSON object (or list of objects) holding a scalar. */
function scalarResponseField(pact: PactDocument): {
  interaction: PactInteraction;
  object: Record<string, unknown>;
  key: string;
} {
  for (const interaction of pact.interactions) {
    if (interaction.response.status >= 300) continue;
    const content = interaction.response.body?.content;
    const object = (Array.isArray(content) ? content[0] : content) as
      Record<string, unknown> | undefined;
    if (!object || typeof object !== 'object') continue;
    const key = Object.keys(object).find((name) =>
      ['string', 'number'].includes(typeof object[name]),
    );
    if (key) return { interaction, object, key };
  }
  throw new Error('the pact has no 2xx JSON response with a scalar field to break');
}

describe('the pact against the OpenAPI document', () => {
  it('uses the pact file the consumer tests write', () => {
    expect(defaultPactFile).toBe(pactFile);
  });

  it('allows every request and response of the pact', async () => {
    expect(
      existsSync(defaultPactFile),
      `no pact at ${defaultPactFile}: run the consumer tests first`,
    ).toBe(true);
    const { errors } = await checkPactAgainstOpenApi(defaultPactFile);
    expect(errors, `the pact breaks the OpenAPI document:\n${formatProblems(errors)}`).toEqual([]);
  });

  it('catches a renamed path', async () => {
    let description = '';
    const file = writeCopy('renamed-path', (pact) => {
      const interaction =
        pact.interactions.find((i) => i.response.status < 300) ?? pact.interactions[0];
      if (!interaction) throw new Error('empty pact');
      interaction.request.path = `${interaction.request.path.replace(/\/$/, '')}-renamed`;
      description = interaction.description;
    });
    const { errors } = await checkPactAgainstOpenApi(file);
    expect(errors).toContainEqual(
      expect.objectContaining({ interaction: description, code: 'request.path-or-method.unknown' }),
    );
  });

  it('catches a response field of the wrong type', async () => {
    let description = '';
    let field = '';
    const file = writeCopy('wrong-type', (pact) => {
      const { interaction, object, key } = scalarResponseField(pact);
      object[key] = typeof object[key] === 'string' ? 12345 : 'not a number';
      description = interaction.description;
      field = key;
    });
    const { errors } = await checkPactAgainstOpenApi(file);
    expect(errors).toContainEqual(
      expect.objectContaining({
        interaction: description,
        code: 'response.body.incompatible',
        location: expect.stringContaining(field),
      }),
    );
  });
});

describe('the tuple rewrite for the validator', () => {
  it('spells a 2020-12 tuple the draft-07 way', async () => {
    const { withDraft07Tuples } = await import('./pact-vs-openapi.ts');
    expect(
      withDraft07Tuples({
        type: 'array',
        prefixItems: [{ type: 'number' }, { type: 'number' }],
        items: false,
      }),
    ).toEqual({
      type: 'array',
      items: [{ type: 'number' }, { type: 'number' }],
      additionalItems: false,
    });
  });
});
