// @vitest-environment jsdom
import fc from 'fast-check';
import { isValidElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createRouter, shellRouteId } from '../app/router.tsx';
import { Component as EnquiriesRoute } from '../app/routes/enquiries.tsx';
import { runtimeConfigElementId } from '@garage/hosting/page-config';
import { basePath } from '../config/base-path.ts';
import { embeddedRuntimeConfig } from '../config/embedded-runtime-config.ts';
import { supplierHostsOf } from '../config/hosts.ts';
import { loadRuntimeConfig } from '../config/load-runtime-config.ts';
import { getEnquiries } from '../features/enquiries/api/get-enquiries.ts';
import { myEnquiriesWindow } from '../features/enquiries/lib/enquiry-windows.ts';
import { createApiClient } from '../lib/api-client.ts';
import { getDeviceId, storedDeviceId } from '../lib/device-id.ts';
import { getCompanyInfo } from '../lib/session/get-company-info.ts';
import { getCompanyLookup } from '../lib/session/get-company-lookup.ts';
import { getGarageUser } from '../lib/session/get-garage-user.ts';
import { myEnquiriesWindowOf, startSessionCalls } from './start-session-calls.ts';
import { fakeSupplier, settled } from './testing/fake-supplier.ts';

// The script and the app must send the same calls, or the app takes none of them over and
// sends each again: these run both against one supplier and compare what each sent.

const deviceId = '6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b';
const now = new Date(2026, 2, 29, 0, 30);
const sandbox = '/s/Zq3_sandbox-0000000000001';

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  history.replaceState(null, '', '/');
  localStorage.clear();
});

/** The page as the host serves it: under `base` it carries <base href="{base}/">. */
function servePage(path: string, base?: string) {
  if (base !== undefined) {
    const element = document.createElement('base');
    element.setAttribute('href', `${base}/`);
    document.head.append(element);
  }
  history.replaceState(null, '', path);
}

/** The supplier's answers, whatever host and base path a call is under. */
const supplierAnswers = (config: object) => ({
  'GET /config.json': () => Response.json(config),
  [`GET /api/authenticate/mobile/${deviceId}`]: () => Response.json({ token: 't-1' }),
  'GET /api/connectplus/garageuser': () => Response.json({ GarageName: 'Kirkstall Road' }),
  'GET /api/user': () => Response.json({ CompanyID: 7 }),
  'GET /api/getCompany/7': () => Response.json([{ CompanyDomain: 'none' }]),
  'POST /api/connectplus/enquiries': () => Response.json([]),
});

/** The config written into the page, as the static host and the demo do (@garage/hosting/page-config). */
function carryConfig(config: object) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = runtimeConfigElementId;
  block.textContent = JSON.stringify(config);
  document.body.append(block);
}

/** What the script sends on the Enquiries screen, and what the app's own code sends. */
async function bothSend(config: object, base?: string) {
  localStorage.setItem(base ? `${base}/onesignalId` : 'onesignalId', deviceId);
  const answers = supplierAnswers(config);
  const script = fakeSupplier(answers);
  await settled(
    startSessionCalls(
      {
        basePath: basePath(),
        baseUrl: document.baseURI,
        pathname: location.pathname,
        deviceId: storedDeviceId(localStorage),
        embeddedConfig: embeddedRuntimeConfig(document),
        now,
      },
      script.fetch,
    ),
  );

  const app = fakeSupplier(answers);
  const loaded = await loadRuntimeConfig(app.fetch);
  if (!loaded.ok) throw new Error(loaded.problems.join());
  const hosts = supplierHostsOf(loaded.config);
  const client = createApiClient({
    baseUrl: hosts.api,
    getDeviceId: () => getDeviceId(localStorage),
    navigation: { isOnLogin: () => false, goToLogin: () => undefined },
    fetch: app.fetch,
  });
  await getGarageUser(client);
  await getCompanyInfo(client);
  await getEnquiries(client, myEnquiriesWindow(now));
  await getCompanyLookup(client, hosts, 7);
  return { script: script.sent, app: app.sent };
}

const inOrder = <T extends { method: string; url: string }>(calls: T[]) =>
  calls.toSorted((a, b) => `${a.method} ${a.url}`.localeCompare(`${b.method} ${b.url}`));

describe('the calls the page starts, against the app’s own', () => {
  it.each([
    { apiHost: 'https://api.supplier.example' },
    { apiHost: 'https://api.supplier.example/', mappingHost: 'https://mapping.example/v2' },
    { apiHost: 'https://api.supplier.example', mappingHost: '' },
  ])('are the same calls, byte for byte, on the configured hosts %j', async (config) => {
    servePage('/');
    const { script, app } = await bothSend(config);

    expect(script).toHaveLength(6);
    expect(inOrder(script)).toEqual(inOrder(app));
  });

  it('are the same under a sandbox’s base path, on its hosts', async () => {
    servePage(`${sandbox}/enquiries`, sandbox);
    const { script, app } = await bothSend({ apiHost: `${location.origin}${sandbox}` }, sandbox);

    expect(script).toHaveLength(6);
    expect(inOrder(script)).toEqual(inOrder(app));
    expect(script[0]?.url).toBe(`${location.origin}${sandbox}/config.json`);
  });

  it('are the same with the config in the page, neither fetching config.json', async () => {
    servePage('/');
    const config = {
      apiHost: 'https://api.supplier.example',
      mappingHost: 'https://mapping.example',
    };
    carryConfig(config);
    const { script, app } = await bothSend(config);

    expect(script).toHaveLength(5);
    expect(inOrder(script)).toEqual(inOrder(app));
    expect([...script, ...app].map(({ url }) => url)).not.toContain(
      `${location.origin}/config.json`,
    );
  });

  it('ask for the enquiries over the window the app asks for, whatever the day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1970, 0, 1), max: new Date(2200, 0, 1), noInvalidDate: true }),
        (day) => {
          expect(myEnquiriesWindowOf(day)).toEqual(myEnquiriesWindow(day));
        },
      ),
    );
  });
});

describe('the screens the page starts the session on', () => {
  it.each([
    ...['/', '/enquiries', '/enquiries/', '/enquiries/101', '/ENQUIRIES/101', '/enquiries/101/'],
    ...['/enquiries/101/x', '/tracking', '/returns/', '/news', '/news/3', '/settings'],
    ...['/settings/x', '/login', '/Login', '/error', '/nothing-here', '/news/3/4'],
    ...[sandbox, `${sandbox}/`, `${sandbox}/news/3`, `${sandbox}/login`, `${sandbox}x/news`],
  ])(
    'are the router’s signed-in screens, the enquiries the Enquiries screen’s: %s',
    async (path) => {
      const base = path.startsWith(sandbox) ? sandbox : undefined;
      servePage(path, base);
      const { matches } = createRouter().state;
      const signedIn = matches.some((match) => match.route.id === shellRouteId);
      const screen = matches.at(-1)?.route.element;
      const onEnquiries = isValidElement(screen) && screen.type === EnquiriesRoute;
      const config = { apiHost: 'https://api.supplier.example' };
      const supplier = fakeSupplier(supplierAnswers(config));

      const started = await settled(
        startSessionCalls(
          {
            basePath: basePath(),
            baseUrl: document.baseURI,
            pathname: location.pathname,
            deviceId,
            embeddedConfig: null,
            now,
          },
          supplier.fetch,
        ),
      );

      expect(started.length > 0).toBe(signedIn);
      expect(started.some((call) => call.method === 'POST')).toBe(onEnquiries);
    },
  );
});
