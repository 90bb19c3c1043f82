// @vitest-environment jsdom
import { parseRuntimeConfig } from '@garage/hosting/runtime-config';
import { cleanup, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  emptyDraft,
  readNewEnquiryDraft,
  readNewEnquiryDraftImage,
  writeNewEnquiryDraft,
  writeNewEnquiryDraftImage,
} from '../features/enquiries/lib/new-enquiry-draft.ts';
import {
  readDraftText,
  readMessageDraftImage,
  writeDraftText,
  writeMessageDraftImage,
} from '../features/messages/lib/message-draft.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { readQuickLaunchParts, writeQuickLaunchParts } from '../lib/quick-launch-parts.ts';
import { setupTestServer } from '@garage/app-kit/testing';
import { stubBrowserApis } from '../testing/browser-stubs.ts';
import { clear as clearIdb } from '../testing/memory-idb-keyval.ts';
import { createApp } from './app.tsx';
import { ConfigErrorPage } from './config-error-page.tsx';
import { createRouter } from './router.tsx';

vi.mock('idb-keyval', () => import('../testing/memory-idb-keyval.ts'));
stubBrowserApis();

// A demo sandbox: the portal under /s/{id}/, on the same origin as the one at the root.
const sandbox = '/s/Zq3_sandbox-0000000000001';
const api = 'http://api.test';
const rootDeviceId = '6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b';

// The devices each portal asked a token for, by the API host its config.json names.
let askedWithDevice: { root: string[]; sandbox: string[] };
const server = setupTestServer();
beforeEach(() => {
  askedWithDevice = { root: [], sandbox: [] };
  // No device is activated: every screen that needs a session sends the garage to /login.
  const notActivated = (portal: keyof typeof askedWithDevice) =>
    http.get(
      `${api}${portal === 'root' ? '' : sandbox}/api/authenticate/mobile/:deviceId`,
      ({ params }) => {
        askedWithDevice[portal].push(String(params.deviceId));
        return HttpResponse.json({ message: 'not activated' }, { status: 406 });
      },
    );
  server.use(notActivated('root'), notActivated('sandbox'));
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  clearIdb();
  document.head.replaceChildren();
  history.replaceState(null, '', '/');
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

function openPortal(apiHost: string) {
  const parsed = parseRuntimeConfig({ apiHost });
  if (!parsed.ok) throw new Error(parsed.problems.join());
  render(createApp(parsed.config, createQueryClient()));
}

describe('the portal at the root, with no <base>', () => {
  it('sends a device that is not activated from /enquiries to /login', async () => {
    localStorage.setItem('onesignalId', rootDeviceId);
    servePage('/enquiries');
    openPortal(api);

    expect(await screen.findByRole('heading', { name: 'Enter license code' })).toBeInTheDocument();
    expect(location.pathname).toBe('/login');
    expect(askedWithDevice.root).toContain(rootDeviceId);
  });
});

describe('the portal under a base path', () => {
  it('draws its screens at paths under it', () => {
    servePage(`${sandbox}/enquiries/42`, sandbox);
    const router = createRouter();

    expect(router.state.matches.at(-1)?.route.path).toBe('/enquiries/:enqId');
    expect(router.state.matches.at(-1)?.params).toEqual({ enqId: '42' });
  });

  it('sends a device that is not activated to its own /login, with its own device id', async () => {
    // The same browser is signed in to the portal at the root.
    localStorage.setItem('onesignalId', rootDeviceId);
    servePage(`${sandbox}/enquiries`, sandbox);
    // As the demo's sandbox config.json names it: the API under the same path.
    openPortal(`${api}${sandbox}`);

    expect(await screen.findByRole('heading', { name: 'Enter license code' })).toBeInTheDocument();
    expect(location.pathname).toBe(`${sandbox}/login`);
    const sandboxDeviceId = localStorage.getItem(`${sandbox}/onesignalId`);
    expect(sandboxDeviceId).not.toBe(rootDeviceId);
    expect(new Set(askedWithDevice.sandbox)).toEqual(new Set([sandboxDeviceId]));
    // The root's session is as it was.
    expect(localStorage.getItem('onesignalId')).toBe(rootDeviceId);
  });

  it('keeps its drafts and part shortcuts apart from the root’s', async () => {
    const photo = new File(['png'], 'disc.png', { type: 'image/png' });
    writeNewEnquiryDraft(localStorage, { ...emptyDraft, Reg: 'AB12 CDE', HasImage: true });
    await writeNewEnquiryDraftImage(photo);
    writeDraftText(localStorage, 7, 'Is the pad in stock?');
    await writeMessageDraftImage(localStorage, 7, photo);
    writeQuickLaunchParts(localStorage, ['Oil filter']);

    servePage(`${sandbox}/enquiries`, sandbox);
    expect(readNewEnquiryDraft(localStorage)).toEqual(emptyDraft);
    expect(await readNewEnquiryDraftImage()).toBeNull();
    expect(readDraftText(localStorage, 7)).toBe('');
    expect(await readMessageDraftImage(localStorage, 7)).toBeNull();
    expect(readQuickLaunchParts(localStorage)).toEqual([]);

    writeNewEnquiryDraft(localStorage, { ...emptyDraft, Reg: 'XY99 ZZZ' });
    writeDraftText(localStorage, 7, 'Sandbox text');
    writeQuickLaunchParts(localStorage, ['Wiper blades']);
    document.head.replaceChildren();

    expect(readNewEnquiryDraft(localStorage)).toMatchObject({ Reg: 'AB12 CDE', HasImage: true });
    expect(await readNewEnquiryDraftImage()).toBe(photo);
    expect(readDraftText(localStorage, 7)).toBe('Is the pad in stock?');
    expect(await readMessageDraftImage(localStorage, 7)).toBe(photo);
    expect(readQuickLaunchParts(localStorage)).toEqual(['Oil filter']);
  });

  it('names its own config.json when the file is wrong', () => {
    servePage(`${sandbox}/`, sandbox);
    render(<ConfigErrorPage problems={['could not be loaded: HTTP 404']} />);

    expect(screen.getByText(`${sandbox}/config.json`)).toBeInTheDocument();
  });
});
