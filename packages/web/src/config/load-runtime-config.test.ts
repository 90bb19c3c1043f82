// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { runtimeConfigElementId } from '@garage/hosting/page-config';
import { loadRuntimeConfig } from './load-runtime-config.ts';

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

/** The page as a host serves it with the config written in (@garage/hosting/page-config). */
function carryConfig(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = runtimeConfigElementId;
  block.textContent = text;
  document.body.append(block);
}

const noFetch = () => Promise.reject(new Error('config.json fetched'));

const answer =
  (body: string, status = 200) =>
  () =>
    Promise.resolve(new Response(body, { status }));

describe('loading config.json at start-up', () => {
  it('reads /config.json from the portal’s own origin', async () => {
    const asked: string[] = [];
    const result = await loadRuntimeConfig((input) => {
      asked.push(input instanceof Request ? input.url : input.toString());
      return Promise.resolve(Response.json({ returnsView: 'none' }));
    });
    expect(asked).toEqual(['/config.json']);
    expect(result).toMatchObject({ ok: true, config: { returnsView: 'none' } });
  });

  it('reads it under the base path when the page names one with <base href>', async () => {
    const base = document.createElement('base');
    base.setAttribute('href', '/s/Zq3_sandbox-0000000000001/');
    document.head.append(base);
    const asked: string[] = [];
    await loadRuntimeConfig((input) => {
      asked.push(input instanceof Request ? input.url : input.toString());
      return Promise.resolve(Response.json({}));
    });
    expect(asked).toEqual(['/s/Zq3_sandbox-0000000000001/config.json']);
  });

  it('says the file could not be loaded, with the status', async () => {
    expect(await loadRuntimeConfig(answer('Not Found', 404))).toEqual({
      ok: false,
      problems: ['could not be loaded: HTTP 404'],
    });
  });

  it('says the file could not be loaded when the network fails', async () => {
    const result = await loadRuntimeConfig(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(result).toEqual({ ok: false, problems: ['could not be loaded: Failed to fetch'] });
  });

  it('passes on the rules’ problems', async () => {
    expect(await loadRuntimeConfig(answer('{"returnsView": "partial"}'))).toEqual({
      ok: false,
      problems: ['"returnsView" must be "full" or "none", got "partial"'],
    });
  });

  it('takes the config the page carries, without fetching config.json', async () => {
    carryConfig('{"returnsView": "none"}');
    const result = await loadRuntimeConfig(noFetch);
    expect(result).toMatchObject({ ok: true, config: { returnsView: 'none' } });
  });

  it('passes on the rules’ problems with the config the page carries', async () => {
    carryConfig('{"returnsView": "partial"}');
    expect(await loadRuntimeConfig(noFetch)).toEqual({
      ok: false,
      problems: ['"returnsView" must be "full" or "none", got "partial"'],
    });
  });
});
