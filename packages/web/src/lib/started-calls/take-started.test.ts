// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StartedRequest } from '../../inline-session-start/started-requests.ts';
import { fetchTakingStarted, keepStartedMs, takeStartedRequests } from './take-started.ts';

const api = 'https://api.supplier.example';
const enquiriesWindow = '{"StartDate":"2026-09-19","EndDate":"2026-10-26"}';

afterEach(() => {
  vi.useRealTimers();
  delete window.startedSessionRequests;
});

/** A call the page started, answered with `status` and a body naming it. */
function startedCall(
  method: StartedRequest['method'],
  url: string,
  { token = 't-1', body = null }: { token?: string | null; body?: string | null } = {},
): StartedRequest {
  return {
    method,
    url,
    token,
    body,
    response: Promise.resolve(new Response(`started ${method} ${url}`)),
  };
}

/** The network behind the takeover: records each request it gets, answers 'network'. */
function network() {
  const asked: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    asked.push(`${request.method} ${request.url}`);
    return new Response('network');
  };
  return { asked, fetch };
}

const withToken = (token: string) => ({ token, Authorization: `Bearer ${token}` });
const get = (url: string, token = 't-1') => new Request(url, { headers: withToken(token) });
const post = (url: string, body: string, token = 't-1') =>
  new Request(url, {
    method: 'POST',
    body,
    headers: { ...withToken(token), 'Content-Type': 'application/json' },
  });

describe('taking over the calls the page started', () => {
  it('answers the first request for a started call with its answer, and sends it nowhere', async () => {
    const { asked, fetch } = network();
    const takeOver = fetchTakingStarted([startedCall('GET', `${api}/api/user`)], fetch);

    expect(await (await takeOver(get(`${api}/api/user`))).text()).toBe(
      `started GET ${api}/api/user`,
    );
    expect(asked).toEqual([]);
  });

  it('sends the same request asked again to the network: a started call is taken once', async () => {
    const { asked, fetch } = network();
    const takeOver = fetchTakingStarted([startedCall('GET', `${api}/api/user`)], fetch);

    await takeOver(get(`${api}/api/user`));
    expect(await (await takeOver(get(`${api}/api/user`))).text()).toBe('network');
    expect(asked).toEqual([`GET ${api}/api/user`]);
  });

  it.each([
    ['another URL', get(`${api}/api/user?x=1`)],
    [
      'another method',
      new Request(`${api}/api/connectplus/enquiries`, { headers: withToken('t-1') }),
    ],
    ['another token', post(`${api}/api/connectplus/enquiries`, enquiriesWindow, 't-2')],
    ['another body', post(`${api}/api/connectplus/enquiries`, '{"StartDate":"2026-09-20"}')],
  ])('sends a request with %s to the network', async (_, request) => {
    const { asked, fetch } = network();
    const started = [
      startedCall('GET', `${api}/api/user`),
      startedCall('POST', `${api}/api/connectplus/enquiries`, { body: enquiriesWindow }),
    ];
    const takeOver = fetchTakingStarted(started, fetch);

    expect(await (await takeOver(request)).text()).toBe('network');
    expect(asked).toHaveLength(1);
  });

  it('takes a POST by its body, and leaves the body for the network when it is another', async () => {
    const { fetch } = network();
    const url = `${api}/api/connectplus/enquiries`;
    const takeOver = fetchTakingStarted(
      [startedCall('POST', url, { body: enquiriesWindow })],
      fetch,
    );

    expect(await (await takeOver(post(url, enquiriesWindow))).text()).toBe(`started POST ${url}`);
  });

  it('takes config.json asked for by its path, as the app asks for it', async () => {
    const { asked, fetch } = network();
    const config = startedCall('GET', new URL('/config.json', document.baseURI).href, {
      token: null,
    });
    const takeOver = fetchTakingStarted([config], fetch);

    const response = await takeOver('/config.json', { credentials: 'same-origin' });
    expect(await response.text()).toBe(`started GET ${config.url}`);
    expect(asked).toEqual([]);
  });

  it('fails as the network did when a started call failed, so the app retries it', async () => {
    const { asked, fetch } = network();
    const failed = {
      ...startedCall('GET', `${api}/api/user`),
      response: Promise.reject(new TypeError('Failed to fetch')),
    };
    const takeOver = fetchTakingStarted([failed], fetch);

    await expect(takeOver(get(`${api}/api/user`))).rejects.toThrow('Failed to fetch');
    expect(await (await takeOver(get(`${api}/api/user`))).text()).toBe('network');
    expect(asked).toHaveLength(1);
  });

  it('stops waiting for a started answer when the request is aborted, as fetch does', async () => {
    const { fetch } = network();
    const hanging = {
      ...startedCall('GET', `${api}/api/user`),
      response: new Promise<Response>(() => undefined),
    };
    const takeOver = fetchTakingStarted([hanging], fetch);
    const controller = new AbortController();

    const answer = takeOver(new Request(get(`${api}/api/user`), { signal: controller.signal }));
    controller.abort();

    await expect(answer).rejects.toThrow(/abort/i);
  });

  it(`drops what was not taken within ${keepStartedMs / 1000} s: later requests go to the network`, async () => {
    vi.useFakeTimers();
    const { asked, fetch } = network();
    const takeOver = fetchTakingStarted([startedCall('GET', `${api}/api/user`)], fetch);

    vi.advanceTimersByTime(keepStartedMs + 1);
    expect(await (await takeOver(get(`${api}/api/user`))).text()).toBe('network');
    expect(asked).toEqual([`GET ${api}/api/user`]);
  });

  it('sends everything to the network when the page started nothing', async () => {
    const { asked, fetch } = network();
    const takeOver = fetchTakingStarted(takeStartedRequests(), fetch);

    await takeOver(`${api}/api/user`);
    expect(asked).toEqual([`GET ${api}/api/user`]);
  });

  it('takes the started calls off the window, so only the app takes them over', () => {
    const started = [startedCall('GET', `${api}/api/user`)];
    window.startedSessionRequests = started;

    expect(takeStartedRequests()).toBe(started);
    expect(window.startedSessionRequests).toBeUndefined();
    expect(takeStartedRequests()).toEqual([]);
  });
});

/**
 * The app taking over from a page whose user call, still unanswered, leads to the company
 * lookup: `startLookup` answers it, starting the lookup first as the page does.
 */
function userLeadingToLookup() {
  const { asked, fetch } = network();
  const started: StartedRequest[] = [];
  let answer: (response: Response) => void = () => undefined;
  const response = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  const user: StartedRequest = {
    ...startedCall('GET', `${api}/api/user`),
    response,
    leadsTo: [`${api}/api/getCompany/`],
  };
  started.push(user);
  return {
    asked,
    takeOver: fetchTakingStarted(started, fetch),
    startLookup: () => {
      started.push(startedCall('GET', `${api}/api/getCompany/7`));
      answer(new Response('{"CompanyID":7}'));
    },
    answerWithoutLookup: () => answer(new Response('', { status: 401 })),
  };
}

describe('a call the page has yet to start (a repeat visit knows the company first)', () => {
  it('waits for the call that leads to it, then takes it over: the lookup is sent once', async () => {
    const { asked, takeOver, startLookup } = userLeadingToLookup();

    const user = takeOver(get(`${api}/api/user`));
    const lookup = takeOver(get(`${api}/api/getCompany/7`));
    startLookup();

    expect(await (await lookup).text()).toBe(`started GET ${api}/api/getCompany/7`);
    expect(await (await user).text()).toBe('{"CompanyID":7}');
    expect(asked).toEqual([]);
  });

  it('sends it to the network when the answer started no such call', async () => {
    const { asked, takeOver, answerWithoutLookup } = userLeadingToLookup();

    const lookup = takeOver(get(`${api}/api/getCompany/7`));
    answerWithoutLookup();

    expect(await (await lookup).text()).toBe('network');
    expect(asked).toEqual([`GET ${api}/api/getCompany/7`]);
  });

  it('does not hold up a request the waiting call does not lead to', async () => {
    const { asked, takeOver } = userLeadingToLookup();

    expect(await (await takeOver(get(`${api}/api/connectplus/news`))).text()).toBe('network');
    expect(asked).toEqual([`GET ${api}/api/connectplus/news`]);
  });

  it(`waits no longer than ${keepStartedMs / 1000} s from the app's start`, async () => {
    vi.useFakeTimers();
    const { asked, takeOver } = userLeadingToLookup();

    const lookup = takeOver(get(`${api}/api/getCompany/7`));
    await vi.advanceTimersByTimeAsync(keepStartedMs);

    expect(await (await lookup).text()).toBe('network');
    expect(asked).toEqual([`GET ${api}/api/getCompany/7`]);
  });

  it('stops waiting when the request is aborted, as fetch does', async () => {
    const { asked, takeOver } = userLeadingToLookup();
    const controller = new AbortController();

    const lookup = takeOver(
      new Request(get(`${api}/api/getCompany/7`), { signal: controller.signal }),
    );
    controller.abort();

    await expect(lookup).rejects.toThrow(/abort/i);
    expect(asked).toEqual([]);
  });
});
