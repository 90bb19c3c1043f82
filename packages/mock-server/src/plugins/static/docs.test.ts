import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /docs', () => {
  it('offers the demo API’s document only when the demo API is served', async () => {
    const withDemoApi = await buildTestApp({ demoApi: true });

    const document = await withDemoApi.inject({ url: '/docs/demo-api.json' });
    const absent = await app.inject({ url: '/docs/demo-api.json' });

    expect(document.statusCode).toBe(200);
    expect(document.json<{ paths: object }>().paths).toHaveProperty(['/__demo/reset']);
    expect(absent.statusCode).toBe(404);
    await withDemoApi.close();
  });

  it('serves the Swagger UI page and its assets from this server, not a CDN', async () => {
    const page = await app.inject({ url: '/docs/' });
    const initializer = await app.inject({ url: '/docs/static/swagger-initializer.js' });

    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toMatch(/https?:\/\/(unpkg|cdn|cdnjs)/);
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain('/docs/json');
  });

  it('renders the supplier document, offering this mock first so "Try it out" reaches it', async () => {
    const document = (await app.inject({ url: '/docs/json' })).json<{
      info: { title: string };
      servers: { url: string }[];
      paths: Record<string, Record<string, { servers?: { url: string }[] }>>;
    }>();

    expect(document.info.title).toBe('Parts supplier API for the garage portal');
    expect(Object.keys(document.paths)).toHaveLength(22);
    expect(document.servers[0]?.url).toBe('/');
    expect(document.paths['/api/getCompany/{CompanyID}']?.get?.servers?.map((s) => s.url)).toEqual([
      '/',
      'https://{mappingHost}',
    ]);
  });
});
