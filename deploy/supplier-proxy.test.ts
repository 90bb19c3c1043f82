import { loadOpenApiDocument } from '@garage/api-types/openapi';
import { operationsOf } from '@garage/openapi-checks/operations';
import { describe, expect, it } from 'vitest';
import { proxiedPrefixes, proxyLocations, proxyProblems } from './supplier-proxy.ts';

const proxy = {
  api: 'https://api.supplier.example',
  mapping: 'https://mapping.supplier.example',
  supplier: 'https://sales.supplier.example:8443',
};
const sameOrigin = { apiHost: '', mappingHost: '', supplierHost: '' };

/** Where nginx sends `path` with the locations written for `proxy`: nginx's longest prefix. */
function upstreamOf(path: string): string | undefined {
  const blocks = [...proxyLocations(proxy).matchAll(/location \^~ (\S+) \{\s+proxy_pass (\S+);/g)];
  const matching = blocks.filter(([, prefix = '']) => path.startsWith(prefix));
  return matching.sort((a, b) => (b[1] ?? '').length - (a[1] ?? '').length)[0]?.[2];
}

describe('the supplier proxied from the portal’s origin', () => {
  it('sends each operation of the document to the host that serves it', async () => {
    const operations = operationsOf(await loadOpenApiDocument());
    const upstreamFor = { api: proxy.api, mapping: proxy.mapping, supplier: proxy.supplier };
    for (const { operationId, path, hosts } of operations) {
      // The company's own host stays where the lookup names it: never proxied.
      const proxied = hosts.filter((host) => host !== 'company');
      if (proxied.length === 0) continue;
      const example = path.replace(/\{[^}]+\}/g, '7');
      expect(
        proxied.map((host) => upstreamFor[host]),
        operationId,
      ).toContain(upstreamOf(example));
    }
    expect(proxiedPrefixes.mapping).toEqual(['/api/getCompany/']);
  });

  it('refuses a config whose hosts are not this origin, and an upstream that is no origin', () => {
    expect(proxyProblems(proxy, sameOrigin)).toEqual([]);
    expect(
      proxyProblems(
        { ...proxy, mapping: 'https://mapping.supplier.example/v2' },
        { ...sameOrigin, apiHost: 'https://api.supplier.example' },
      ),
    ).toEqual([
      '--proxy-mapping must be an http(s) origin with no path, got "https://mapping.supplier.example/v2"',
      'config.json "apiHost" must be "" (this origin) when nginx proxies the supplier, got "https://api.supplier.example"',
    ]);
  });
});
