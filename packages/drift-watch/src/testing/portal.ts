// The portal's side of the proxy's tests: what it meets when it calls.
import { expect } from 'vitest';
import { answerCompanyInfo, companyInfo, type WatchedUpstream } from './upstream.ts';

/** What the portal meets: a status and a body, a body cut short, or no answer at all. */
export async function met(url: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    const { code } = (error as Error & { cause?: { code?: string } }).cause ?? {};
    return { noAnswer: error instanceof TypeError, reset: code === 'ECONNRESET' };
  }
  try {
    return { status: response.status, body: await response.text() };
  } catch {
    return { status: response.status, body: 'cut short' };
  }
}

// Then a call as documented: the proxy still answers, and records nothing for it.
export async function cleanCallAnswered({ upstream, proxy }: WatchedUpstream) {
  upstream.answer = answerCompanyInfo;
  expect(await met(`${proxy.api}/api/user`)).toEqual({
    status: 200,
    body: JSON.stringify(companyInfo),
  });
}
