import type { Message } from '@garage/api-types';
import { onlineManager } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach } from 'vitest';
import { apiBase, setupApiServer } from '../../../testing/api-test-server.ts';
import { renderWithProviders, settleAndCleanup } from '../../../testing/render-with-providers.tsx';
import { stubBrowserApis } from '../../../testing/browser-stubs.ts';
import { clear as clearIdb } from '../../../testing/memory-idb-keyval.ts';
import { textFields } from '../../../testing/form-fields.ts';
import { MessagesPanel } from '../components/messages-panel.tsx';
import { makeMessage } from './make-message.ts';

// What the messages-panel.*.test.tsx files share: the thread of enquiry 7 and the supplier's
// answers to it, the panel rendered and its parts found. Each file mocks idb-keyval itself, for
// the draft image.

const at = (hours: number, minutes: number) => new Date(2026, 10, 23, hours, minutes).toISOString();
export const seedThread = [
  makeMessage({
    MessageId: 2,
    Text: 'Yes, Mintex ceramic.',
    Datetime: at(10, 0),
    Garage: false,
    Factor: true,
  }),
  makeMessage({ MessageId: 1, Text: 'Ceramic pads?', Datetime: at(9, 0) }),
];

type SentMessage = { fields: Record<string, string>; image: string | null };

/**
 * The test file's supplier (msw) and browser stubs, an empty draft at each start, and back
 * online after each test. Returns the server, the stubs and `answerMessages`, which answers
 * through that server.
 */
export function setUpMessagesPanel() {
  const server = setupApiServer();
  const browser = stubBrowserApis();

  beforeEach(() => {
    localStorage.clear();
    clearIdb();
  });
  afterEach(async () => {
    onlineManager.setOnline(true);
    await settleAndCleanup();
  });

  /**
   * Answers the thread of enquiry 7 and its sends: a sent message is stored and listed newest
   * first, as the supplier does. `failWith` answers every send with that status instead;
   * `until` holds each send's answer until it settles.
   */
  function answerMessages({
    thread = seedThread,
    failWith,
    sendDelayMs = 0,
    until,
  }: { thread?: Message[]; failWith?: number; sendDelayMs?: number; until?: Promise<void> } = {}) {
    const stored = [...thread];
    const sent: SentMessage[] = [];
    server.use(
      http.get(`${apiBase}/api/connectplus/garage/messages/7/true`, () =>
        HttpResponse.json(stored),
      ),
      http.post(`${apiBase}/api/connectplus/garage/message`, async ({ request }) => {
        const form = await request.formData();
        const image = form.get('Image');
        // Multipart bodies carry line breaks as CRLF; the supplier stores them as LF.
        const fields = Object.fromEntries(
          Object.entries(textFields(form)).map(([k, v]) => [k, v.replaceAll('\r\n', '\n')]),
        );
        sent.push({
          fields,
          image: image instanceof Blob ? `${image.type}:${await image.text()}` : null,
        });
        await delay(sendDelayMs);
        await until;
        if (failWith) {
          return HttpResponse.json(
            { statusCode: failWith, error: 'Internal Server Error', message: 'Database down' },
            { status: failWith },
          );
        }
        const message = makeMessage({
          MessageId: 100 + sent.length,
          Text: fields.Text ?? '',
          Datetime: new Date().toISOString(),
          BlobStorageId: image ? 'enq-7-1' : null,
        });
        stored.unshift(message);
        return HttpResponse.json(message);
      }),
    );
    return sent;
  }

  return { server, browser, answerMessages };
}

export const panel = () => screen.getByRole('region', { name: 'Messages' });
export const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
export const sendButton = () => screen.getByRole('button', { name: 'Send' });
export const png = (name = 'brake-disc.png') =>
  new File(['png-bytes'], name, { type: 'image/png' });

/** The messages in thread order, as `side: text` (the side from the screen-reader prefix). */
export const shownMessages = () =>
  within(screen.getByRole('list', { name: 'Message thread' }))
    .getAllByRole('listitem')
    // A message is an item with text or an image (not a day's heading); its first block reads
    // the side and the text. The rows have no roles of their own to query.
    .filter((item) => item.querySelector('p') !== null || item.querySelector('img') !== null)
    .map((item) => item.querySelector('div')?.textContent);

export function renderPanel(enquiryId = 7) {
  return renderWithProviders(<MessagesPanel enquiryId={enquiryId} />);
}

/** The panel of enquiry 7 behind a button that closes and opens it, as leaving it and coming back. */
function Reopenable() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(!open)}>
        {open ? 'Leave the messages' : 'Back to the messages'}
      </button>
      {open && <MessagesPanel enquiryId={7} />}
    </>
  );
}

export function renderReopenablePanel() {
  return renderWithProviders(<Reopenable />);
}
