// Prometheus metrics (metrics.ts): off unless turned on; counts and times of the sandboxes, the
// store and the requests, and nothing of any sandbox's content.
import { describe, expect, it } from 'vitest';
import { fixtures } from '../../records/data/fixtures.ts';
import { prefixOf, sandboxesUnderTest } from '../../testing/sandboxes.ts';

describe('GET /metrics', () => {
  const { build, hosted, create, inside, activate } = sandboxesUnderTest({ store: 'sqlite' });

  it('is not served unless metrics are turned on', async () => {
    const app = await build({ demoApi: true });
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });

  it("counts the sandboxes, the store's saves and the requests, naming no sandbox", async () => {
    const app = await hosted({}, { metrics: true });
    const sandbox = await create({ label: 'Smith Motors' });
    const prefix = prefixOf(sandbox);
    const signedIn = await activate(prefix, fixtures.licenceCodes.dave);
    expect(signedIn.statusCode, signedIn.body).toBe(202);
    const body = new FormData();
    body.set('Status', 'Waiting');
    body.set('Notes', 'Needs the thicker pads');
    body.set('Parts', 'Front pads');
    body.set('Reg', 'AB12 CDE');
    body.set('Consumables', 'false');
    const raised = await inside(prefix, {
      method: 'POST',
      url: '/api/connectplus/enquiry',
      headers: { token: signedIn.json<{ token: string }>().token },
      body,
    });
    expect(raised.statusCode, raised.body).toBe(200);

    const scraped = await app.inject({ url: '/metrics' });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = scraped.body;
    expect(text).toContain('garage_mock_sandboxes_live 1\n');
    expect(text).toContain('garage_mock_sandboxes_started_total{from="seed"} 1\n');
    expect(text).toMatch(/garage_mock_store_save_duration_seconds_count\{store="sqlite"\} [1-9]/);
    expect(text).toContain(
      'garage_mock_http_request_duration_seconds_count{method="POST",route="/api/connectplus/enquiry",status="200"} 1\n',
    );
    expect(text).toContain('garage_mock_process_resident_memory_bytes');
    for (const secret of [sandbox.id ?? '', 'Smith Motors', 'AB12 CDE', 'thicker pads']) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain(fixtures.licenceCodes.dave);
  });
});
