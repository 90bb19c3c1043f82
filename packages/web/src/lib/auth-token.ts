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
  /** The supplier accepted an activation of this device: its token may be asked for again. */
  activated(): void;
};

export type TokenSourceOptions = {
  baseUrl: string;
  getDeviceId: () => string;
  onNotActivated: () => void;
  /**
   * Whether a refusal (406) still answers for the device without asking again: not on the
   * activation screen, whose own check asks, for a device activated meanwhile elsewhere.
   */
  refusalHolds: () => boolean;
  fetch?: typeof globalThis.fetch;
};

/**
 * The device's token, asked of the supplier when first needed. A device the supplier refused
 * (406: not activated) is not asked about again while the refusal holds (off the activation
 * screen) until its token is given or an activation of it is accepted: the calls of the first
 * screen race to it, and each would be refused (docs/supplier-calls.md, "Token handling").
 */
export function createTokenSource(options: TokenSourceOptions): TokenSource {
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  let pending: Promise<string> | undefined;
  let replacing: string | undefined;
  /** The device id the supplier last refused, until its token is given or it is activated. */
  let refused: string | undefined;

  function notActivated(): never {
    options.onNotActivated();
    throw new DeviceNotActivatedError();
  }

  async function fetchToken(deviceId: string): Promise<string> {
    const { data, error, response } = await client.GET('/api/authenticate/mobile/{deviceId}', {
      params: { path: { deviceId } },
    });
    if (data) {
      refused = undefined;
      return data.token;
    }
    if (response.status === 406) {
      refused = deviceId;
      notActivated();
    }
    throw new TokenFetchError(response.status, error);
  }

  function load(): Promise<string> {
    const deviceId = options.getDeviceId();
    if (deviceId === refused && options.refusalHolds()) {
      return new Promise<string>(() => notActivated());
    }
    const attempt = fetchToken(deviceId);
    pending = attempt;
    // A failed fetch is not kept: the next request tries again (unless the device was refused).
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
    activated() {
      refused = undefined;
    },
  };
}
