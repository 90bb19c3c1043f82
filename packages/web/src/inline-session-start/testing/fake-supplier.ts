import type { StartedRequest } from '../started-requests.ts';

/** What a call was sent with: enough to tell whether two calls are the same. */
export type SentCall = {
  method: string;
  url: string;
  token: string | null;
  authorization: string | null;
  contentType: string | null;
  body: string | null;
  credentials: RequestCredentials;
  mode: RequestMode;
};

export async function sentCall(request: Request): Promise<SentCall> {
  const body = await request.text();
  return {
    method: request.method,
    url: request.url,
    token: request.headers.get('token'),
    authorization: request.headers.get('authorization'),
    contentType: request.headers.get('content-type'),
    body: body === '' ? null : body,
    credentials: request.credentials,
    mode: request.mode,
  };
}

type Answer = (request: Request) => Response | Promise<Response>;

/**
 * A supplier behind a fetch: answers each call by `METHOD path`, the path the end of the URL's
 * pathname (whatever host and base path it is under), 404 for any other; and records what each
 * call was sent with, in order. A relative URL resolves against the document's base URL, as a
 * page's fetch does.
 */
export function fakeSupplier(answers: Record<string, Answer>) {
  const sent: SentCall[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(
      input instanceof Request ? input : new URL(input, document.baseURI),
      init,
    );
    sent.push(await sentCall(request.clone()));
    const { pathname } = new URL(request.url);
    const answer = Object.entries(answers).find(([key]) => {
      const [method, path = ''] = key.split(' ');
      return method === request.method && pathname.endsWith(path);
    })?.[1];
    return answer ? answer(request) : new Response('Not Found', { status: 404 });
  };
  return { sent, fetch };
}

/** Waits until every call the page started has answered and started nothing more. */
export async function settled(started: StartedRequest[]): Promise<StartedRequest[]> {
  let count = -1;
  while (count !== started.length) {
    count = started.length;
    await Promise.allSettled(started.map((call) => call.response));
  }
  return started;
}
