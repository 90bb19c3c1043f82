import type { paths } from '@garage/api-types';
import createClient from 'openapi-fetch';

/** The supplier answered 406: this device has not been activated with a licence code. */
export class DeviceNotActivatedError extends Error {
  override name = 'DeviceNotActivatedError';
  constructor() {
    super('This device is not activated: enter a licence code.');
  }
}

/** The token fetch failed for another reason; rethrown to whoever made the request. */
export class TokenFetchError extends Error {
  override name = 'TokenFetchError';
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Fetching the device token failed with HTTP ${status}.`);
  }
}

export type TokenSource = {
  /** The token to send, fetched on first use and shared by concurrent requests. */
  current(): Promise<string>;
  /** A token other than `rejected`; concurrent refreshes of the same token share one fetch. */
  refresh(rejected: string): Promise<string>;
};

export type TokenSourceOptions = {
  baseUrl: string;
  getDeviceId: () => string;
  onNotActivated: () => void;
  fetch?: typeof globalThis.fetch;
};

export function createTokenSource(options: TokenSourceOptions): TokenSource {
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  let pending: Promise<string> | undefined;
  let replacing: string | undefined;

  async function fetchToken(): Promise<string> {
    const { data, error, response } = await client.GET('/api/authenticate/mobile/{deviceId}', {
      params: { path: { deviceId: options.getDeviceId() } },
    });
    if (data) return data.token;
    if (response.status === 406) {
      options.onNotActivated();
      throw new DeviceNotActivatedError();
    }
    throw new TokenFetchError(response.status, error);
  }

  function load(): Promise<string> {
    const attempt = fetchToken();
    pending = attempt;
    // A failed fetch is not remembered: the next request tries again.
    attempt.catch(() => {
      if (pending === attempt) pending = undefined;
    });
    return attempt;
  }

  return {
    current: () => pending ?? load(),
    refresh(rejected) {
      if (pending && replacing === rejected) return pending;
      replacing = rejected;
      return load();
    },
  };
}
