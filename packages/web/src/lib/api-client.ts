import type { paths } from '@garage/api-types';
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { createTokenSource, type TokenSource } from './auth-token.ts';

export type ApiClient = Client<paths>;

/**
 * What a fetcher hands on to the client with its call: the query's signal, which aborts the
 * request once the query is not wanted any more (cancelled, or its last screen gone).
 */
export type CallOptions = { signal?: AbortSignal };

/** How the client sends the user to licence activation; injected so the client has no UI. */
export type LoginNavigation = {
  isOnLogin: () => boolean;
  goToLogin: () => void;
};

export type ApiClientOptions = {
  /** Main API host; calls on other hosts pass their own `baseUrl`. */
  baseUrl: string;
  getDeviceId: () => string;
  navigation: LoginNavigation;
  fetch?: typeof globalThis.fetch;
};

/**
 * The typed supplier client: every call carries the device token as both a `token` header
 * and a Bearer header; a 401 refetches the token once and retries, then goes to /login. A
 * device refused its token (406) is not asked again on the way there (auth-token.ts).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { navigation } = options;
  const goToLoginUnlessThere = () => {
    if (!navigation.isOnLogin()) navigation.goToLogin();
  };
  const tokens = createTokenSource({
    baseUrl: options.baseUrl,
    getDeviceId: options.getDeviceId,
    onNotActivated: goToLoginUnlessThere,
    refusalHolds: () => !navigation.isOnLogin(),
    fetch: options.fetch,
  });
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  client.use(createAuthMiddleware(tokens, goToLoginUnlessThere));
  return client;
}

function withToken(request: Request, token: string): Request {
  request.headers.set('token', token);
  request.headers.set('Authorization', `Bearer ${token}`);
  return request;
}

/** The activation's path, as the contract names it (a rename there fails the type-check). */
const activationPath: keyof paths = '/api/authenticate/mobile/activate';

export function createAuthMiddleware(tokens: TokenSource, onUnauthorized: () => void): Middleware {
  // A copy of each request as sent, kept until its response: a body can be read only once.
  const sent = new Map<string, { copy: Request; token: string }>();
  return {
    async onRequest({ request, id, schemaPath }) {
      // Activation and the token fetch are how a device gets a token: they carry none.
      if (schemaPath.startsWith('/api/authenticate/')) return undefined;
      const token = await tokens.current();
      withToken(request, token);
      sent.set(id, { copy: request.clone(), token });
      return request;
    },
    async onResponse({ response, id, options, schemaPath }) {
      if (schemaPath === activationPath && response.status === 202) tokens.activated();
      const original = sent.get(id);
      sent.delete(id);
      if (!original || response.status !== 401) return undefined;
      const fresh = await tokens.refresh(original.token);
      // Called unbound: browsers reject fetch invoked as a method of another object.
      const { fetch } = options;
      const retried = await fetch(withToken(original.copy, fresh));
      if (retried.status === 401) onUnauthorized();
      return retried;
    },
    onError({ id }) {
      sent.delete(id);
    },
  };
}
