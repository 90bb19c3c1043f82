// Which world a request is addressed to (docs/demo-sandboxes.md). Unprefixed paths are the
// default world's. With sandboxes on, `/s/{id}/...` is sandbox {id}'s: the prefix is taken off
// before routing (Fastify's rewriteUrl), so every route serves every sandbox unchanged, and the
// world is looked up here, before any other hook reads it. An id that is unknown, malformed or
// ended gets a 404 saying the demo ended; it never falls back to another world. With a store,
// what a request changed in a sandbox is stored before its answer is sent.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { IncomingMessage } from 'node:http';
import { endedPage, pageSecurityHeaders, startPath } from '../../sandboxes/pages.ts';
import type { SandboxRegistry } from '../../sandboxes/registry.ts';
import type { World } from '../../world/world.ts';
import {
  LeaseHeldError,
  SandboxEndedError,
  StaleVersionError,
} from '../../sandbox-stores/sandbox-store.ts';
import { errorBody, SupplierError, supplierErrorOf } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The default world: what the unprefixed paths (and most tests) use. */
    world: World;
    /** The live sandboxes; null when the app runs without sandboxes. */
    sandboxes: SandboxRegistry | null;
  }
  interface FastifyRequest {
    /** The world this request is addressed to. */
    world: World;
  }
}

/** The sandbox id segment of each request that had one, before its prefix came off. */
const sandboxSegments = new WeakMap<IncomingMessage, string>();
const prefixed = /^\/s\/([^/?#]*)(.*)$/;

/** Fastify's rewriteUrl: `/s/{id}/rest` is routed as `/rest`, the id kept for the hook below. */
export function rewriteSandboxUrl(raw: IncomingMessage): string {
  const url = raw.url ?? '/';
  const match = prefixed.exec(url);
  if (!match) return url;
  const [, segment = '', rest = ''] = match;
  sandboxSegments.set(raw, segment);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** `.` or `..` segments, or encoded slashes, could step out of the prefix somewhere: refused. */
function escapesPrefix(path: string): boolean {
  return path
    .split('/')
    .some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment) || /%2f|%5c|\\/i.test(segment));
}

/** Answers 404 for a sandbox that has ended: a page for a browser, else ErrorBody; the body. */
function endedAnswer(request: FastifyRequest, reply: FastifyReply): string {
  reply.code(404);
  if (request.headers.accept?.includes('text/html')) {
    reply.headers(pageSecurityHeaders).type('text/html; charset=utf-8');
    return endedPage();
  }
  const message = `This demo has ended or never existed: start a new one at ${startPath}`;
  reply.type('application/json; charset=utf-8');
  return JSON.stringify(errorBody(404, message));
}

/**
 * What a request's answer becomes when its change could not be stored (the change is not kept):
 * another process overtook the sandbox (a lease or a newer version: ask again, it is served from
 * the store's copy); it was ended meanwhile (404, as any request for it now); or whatever the
 * error map gives any other refusal (the store unreachable: 503 with its own wait). Anything
 * that is not a domain error is a fault, thrown on to the error handler.
 */
function unsavedAnswer(request: FastifyRequest, reply: FastifyReply, error: unknown): string {
  if (error instanceof SandboxEndedError) return endedAnswer(request, reply);
  const refusal = supplierErrorOf(error);
  if (!refusal) throw error;
  reply.type('application/json; charset=utf-8');
  if (error instanceof LeaseHeldError || error instanceof StaleVersionError) {
    reply.code(503).header('retry-after', '1');
    const message = `This demo was taken on by another server: try again (${refusal.message})`;
    return JSON.stringify(errorBody(503, message));
  }
  reply.code(refusal.statusCode);
  if (refusal.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(refusal.retryAfterSeconds));
  }
  return JSON.stringify(errorBody(refusal.statusCode, refusal.message));
}

export type SandboxesPluginOptions = { defaultWorld: World; registry: SandboxRegistry | null };

export const sandboxesPlugin = fp<SandboxesPluginOptions>(
  async (app, { defaultWorld, registry }) => {
    app.decorate('world', defaultWorld);
    app.decorate('sandboxes', registry);
    app.decorateRequest('world', null as unknown as World);

    app.addHook('onRequest', async (request, reply) => {
      const segment = sandboxSegments.get(request.raw);
      if (segment === undefined || !registry) {
        request.world = defaultWorld;
        return;
      }
      if (escapesPrefix(request.url.split('?')[0] ?? '')) {
        throw new SupplierError(404, `No route ${request.method} ${request.originalUrl}`);
      }
      const found = await registry.lookup(segment);
      if ('ended' in found) return reply.send(endedAnswer(request, reply));
      request.world = found.world;
    });

    // Every answer in a sandbox, whatever its method: a read can change it too (a fault rule's
    // run, a wrong licence code). Nothing changed: nothing is written.
    app.addHook('onSend', async (request, reply, payload) => {
      const world = request.world as World | null;
      if (!registry || !world || world.id === null) return payload;
      try {
        await registry.save(world);
        return payload;
      } catch (error) {
        request.log.warn({ err: error }, 'a sandbox change was not stored');
        return unsavedAnswer(request, reply, error);
      }
    });
  },
  { name: 'sandboxes', dependencies: ['errors'] },
);
