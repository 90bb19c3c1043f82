import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testNow } from '../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  // A stand-in for the portal's production build.
  const root = mkdtempSync(join(tmpdir(), 'portal-build-'));
  mkdirSync(join(root, 'static'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Garage Parts Portal</title>');
  writeFileSync(join(root, 'static', 'index-abc.js'), 'console.log("portal")');
  app = await buildApp({
    seed: 1,
    clockStart: testNow,
    frozenClock: true,
    tokenLifetimeMs: 60_000,
    webRoot: root,
  });
});
afterAll(() => app.close());

describe('the portal on the mock’s origin', () => {
  it('serves the build’s index page at /', async () => {
    const response = await app.inject({ url: '/' });

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Garage Parts Portal</title>');
  });

  it('serves its bundles', async () => {
    const response = await app.inject({ url: '/static/index-abc.js' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
  });

  it.each(['/enquiries/101', '/tracking', '/news/3', '/login'])(
    'answers the portal route %s with the index page (a reload keeps working)',
    async (url) => {
      const response = await app.inject({ url });

      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Garage Parts Portal</title>');
    },
  );

  it.each(['/api/nothing-here', '/__demo/nothing-here'])(
    'still answers an unknown API path %s with a JSON 404',
    async (url) => {
      const response = await app.inject({ url });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: `No route GET ${url}`,
      });
    },
  );
});
