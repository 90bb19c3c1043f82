// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '@garage/app-kit/testing';
import { makeSandbox } from '../../../testing/make-sandbox.ts';
import {
  apiBase,
  renderWithProviders,
  settleAndCleanup,
  setupDemoServer,
} from '../../../testing/render.tsx';
import { SandboxBar } from './sandbox-bar.tsx';

const server = setupDemoServer();
const savedDemo = { format: 'garage-parts-demo', version: 1, label: 'Acme Motors' };

/** What the browser was handed to save: the file and its name, by the link clicked. */
type Saved = { file: Blob; fileName: string };
let saved: Saved[];
let files: Map<string, Blob>;

beforeAll(stubMatchMedia);
beforeEach(() => {
  saved = [];
  files = new Map();
  // jsdom has no object URLs and does not download: the link's click is what is checked.
  vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
    const url = `blob:${apiBase}/${files.size + 1}`;
    files.set(url, file as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const file = files.get(this.href);
    if (file) saved.push({ file, fileName: this.download });
  });
});
afterEach(async () => {
  act(() => toast.remove());
  await settleAndCleanup();
  vi.restoreAllMocks();
});

function renderBar(exported: () => Response) {
  const exports: string[] = [];
  server.use(
    http.get(`${apiBase}/__demo/sandbox`, () => HttpResponse.json(makeSandbox())),
    http.get(`${apiBase}/__demo/sandbox/export`, ({ request }) => {
      exports.push(new URL(request.url).pathname);
      return exported();
    }),
  );
  renderWithProviders(
    <>
      <SandboxBar />
      <Toaster />
    </>,
  );
  return exports;
}

describe('Save this demo', () => {
  it('downloads the sandbox’s export under the name the mock gives it', async () => {
    const exports = renderBar(() =>
      HttpResponse.json(savedDemo, {
        headers: {
          'content-disposition': 'attachment; filename="acme-motors-2026-03-10.demo.json"',
        },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save this demo' }));
    expect(
      await screen.findByText('Saved as acme-motors-2026-03-10.demo.json'),
    ).toBeInTheDocument();
    expect(exports).toEqual(['/__demo/sandbox/export']);
    expect(saved.map(({ fileName }) => fileName)).toEqual(['acme-motors-2026-03-10.demo.json']);
    expect(JSON.parse(await (saved[0]?.file.text() ?? ''))).toEqual(savedDemo);
  });

  it('names the file for the demo when the mock gives no name', async () => {
    renderBar(() => HttpResponse.json(savedDemo));
    await userEvent.click(screen.getByRole('button', { name: 'Save this demo' }));
    expect(await screen.findByText('Saved as garage-parts-demo.demo.json')).toBeInTheDocument();
    expect(saved.map(({ fileName }) => fileName)).toEqual(['garage-parts-demo.demo.json']);
  });

  it('says what went wrong, and saves nothing, when the mock refuses', async () => {
    renderBar(() =>
      HttpResponse.json(
        {
          statusCode: 404,
          error: 'Not Found',
          message: 'This demo has ended or never existed: start a new one at /start',
        },
        { status: 404 },
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save this demo' }));
    expect(
      await screen.findByText(
        'This demo could not be saved: This demo has ended or never existed: start a new one at /start',
      ),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('says so when the mock does not answer', async () => {
    renderBar(() => HttpResponse.error());
    await userEvent.click(screen.getByRole('button', { name: 'Save this demo' }));
    expect(
      await screen.findByText('This demo could not be saved: The mock did not answer'),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
