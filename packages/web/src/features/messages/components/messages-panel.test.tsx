// @vitest-environment jsdom
import type { Message } from '@garage/api-types';
import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enquiryListsKey } from '../../../lib/enquiry-lists-key.ts';
import { apiBase, setupApiServer } from '../../../testing/api-test-server.ts';
import { renderWithProviders, settleAndCleanup } from '../../../testing/render-with-providers.tsx';
import { stubBrowserApis } from '../../../testing/browser-stubs.ts';
import { clear as clearIdb, size as idbSize } from '../../../testing/memory-idb-keyval.ts';
import { textFields } from '../../../testing/form-fields.ts';
import { makeMessage } from '../testing/make-message.ts';
import { MessagesPanel } from './messages-panel.tsx';

vi.mock('idb-keyval', () => import('../../../testing/memory-idb-keyval.ts'));

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

const at = (hours: number, minutes: number) => new Date(2026, 10, 23, hours, minutes).toISOString();
const seedThread = [
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
 * Answers the thread of enquiry 7 and its sends: a sent message is stored and listed newest
 * first, as the supplier does. `failWith` answers every send with that status instead.
 */
function answerMessages({
  thread = seedThread,
  failWith,
  sendDelayMs = 0,
}: { thread?: Message[]; failWith?: number; sendDelayMs?: number } = {}) {
  const stored = [...thread];
  const sent: SentMessage[] = [];
  server.use(
    http.get(`${apiBase}/api/connectplus/garage/messages/7/true`, () => HttpResponse.json(stored)),
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

const panel = () => screen.getByRole('region', { name: 'Messages' });
const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });
const png = (name = 'brake-disc.png') => new File(['png-bytes'], name, { type: 'image/png' });

/** The messages in thread order, as `side: text` (the side from the screen-reader prefix). */
const shownMessages = () =>
  within(screen.getByRole('list', { name: 'Message thread' }))
    .getAllByRole('listitem')
    // A message is an item with text or an image (not a day's heading); its first block reads
    // the side and the text. The rows have no roles of their own to query.
    /* eslint-disable testing-library/no-node-access -- see above */
    .filter((item) => item.querySelector('p') !== null || item.querySelector('img') !== null)
    .map((item) => item.querySelector('div')?.textContent);
/* eslint-enable testing-library/no-node-access -- back to queries by role and text */

function renderPanel(enquiryId = 7) {
  return renderWithProviders(<MessagesPanel enquiryId={enquiryId} />);
}

describe('the thread', () => {
  it('shows Loading..., then the messages oldest first, own ones from You', async () => {
    answerMessages();
    renderPanel();

    expect(within(panel()).getByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await screen.findByText('Ceramic pads?');
    expect(shownMessages()).toEqual(['You: Ceramic pads?', 'Supplier: Yes, Mintex ceramic.']);
    expect(screen.getByText('23/11/26')).toBeInTheDocument();
    expect(screen.getByText('09:00')).toBeInTheDocument();
    expect(screen.getByText('10:00')).toBeInTheDocument();
  });

  it('puts own messages right in blue and every other message left in yellow', async () => {
    answerMessages({
      thread: [
        makeMessage({ MessageId: 3, Text: 'Sent from both sides?', Garage: true, Factor: true }),
        ...seedThread,
      ],
    });
    renderPanel();
    await screen.findByText('Ceramic pads?');

    // The side on the message, the colour on its bubble: the stylesheet draws them.
    const looks = within(screen.getByRole('list', { name: 'Message thread' }))
      .getAllByRole('listitem')
      .filter((item) => item.dataset.side !== undefined)
      .map((item) => [
        // The bubble's side and colour are markup (data attributes), not roles.
        /* eslint-disable testing-library/no-node-access -- see above */
        item.querySelector('p')?.textContent,
        item.dataset.side,
        item.querySelector<HTMLElement>('[data-colour]')?.dataset.colour,
        /* eslint-enable testing-library/no-node-access -- back to queries by role and text */
      ]);
    expect(looks).toEqual([
      ['Ceramic pads?', 'right', 'blue'],
      ['Yes, Mintex ceramic.', 'left', 'yellow'],
      ['Sent from both sides?', 'left', 'yellow'],
    ]);
  });

  it('refreshes the enquiry lists once loaded: the supplier marked the thread read', async () => {
    answerMessages();
    const { queryClient } = renderPanel();
    queryClient.setQueryData([...enquiryListsKey, 'mine'], []);
    expect(queryClient.getQueryState([...enquiryListsKey, 'mine'])?.isInvalidated).toBe(false);

    await screen.findByText('Ceramic pads?');

    await waitFor(() =>
      expect(queryClient.getQueryState([...enquiryListsKey, 'mine'])?.isInvalidated).toBe(true),
    );
  });

  it('invites a first message when there are none', async () => {
    answerMessages({ thread: [] });
    renderPanel();

    expect(await screen.findByText('Need help? Send us a message below!')).toBeInTheDocument();
  });

  it('shows a load error as raw text', async () => {
    server.use(
      http.get(`${apiBase}/api/connectplus/garage/messages/7/true`, () =>
        HttpResponse.json(
          { statusCode: 404, error: 'Not Found', message: 'No enquiry 7' },
          { status: 404 },
        ),
      ),
    );
    renderPanel();

    expect(await screen.findByText('ApiError: HTTP 404: No enquiry 7')).toBeInTheDocument();
  });

  it('shows markup as literal text and keeps line breaks', async () => {
    const text = '<b>Bold?</b>\n<img src=x onerror="alert(1)">';
    answerMessages({ thread: [makeMessage({ Text: text })] });
    renderPanel();

    const paragraph = await screen.findByText((_, element) => element?.textContent === text);
    expect(paragraph.tagName).toBe('P');
    // eslint-disable-next-line testing-library/no-node-access -- the text is plain: no markup inside the paragraph
    expect(paragraph.children).toHaveLength(0);
  });

  it('loads an image only once it scrolls into view, then opens it full screen', async () => {
    const imageCalls: string[] = [];
    answerMessages({
      thread: [
        makeMessage({
          Text: 'Photo attached',
          BlobStorageId: 'enq-7-1',
          Factor: true,
          Garage: false,
        }),
      ],
    });
    server.use(
      http.get(`${apiBase}/api/image/:blobId`, ({ params }) => {
        imageCalls.push(String(params.blobId));
        return new HttpResponse(new Blob(['png-bytes'], { type: 'image/png' }), {
          headers: { 'Content-Type': 'image/png' },
        });
      }),
    );
    renderPanel();
    await screen.findByText('Photo attached');
    expect(screen.getByRole('status', { name: 'Loading image' })).toBeInTheDocument();
    expect(imageCalls).toEqual([]);

    act(() => browser.scrollIntoView());
    const thumbnail = await screen.findByRole('button', { name: 'Open image' });
    expect(imageCalls).toEqual(['enq-7-1']);
    expect(within(thumbnail).getByRole('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:test\//),
    );

    const user = userEvent.setup();
    await user.click(thumbnail);
    const lightbox = screen.getByRole('dialog', { name: 'Image' });
    expect(within(lightbox).getByRole('img', { name: 'Attached image' })).toBeInTheDocument();
    await user.click(lightbox);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(thumbnail);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The lightbox's object URL goes with it.
    expect(browser.revoked.length).toBeGreaterThanOrEqual(2);
  });
});

describe('sending', () => {
  it('invites a message with the placeholder Write a message...', async () => {
    answerMessages();
    renderPanel();

    expect(screen.getByPlaceholderText('Write a message...')).toBe(messageBox());
  });

  it('sends on Enter, clears the composer and shows the message in the thread', async () => {
    const sent = answerMessages();
    const { queryClient } = renderPanel();
    await screen.findByText('Ceramic pads?');
    // Set after the thread loaded (which refreshes the lists too): only the send can mark it.
    queryClient.setQueryData([...enquiryListsKey, 'mine'], []);
    const user = userEvent.setup();

    await user.type(messageBox(), '  Any update on the discs?  {Enter}');

    expect(await screen.findByText('Any update on the discs?')).toBeInTheDocument();
    expect(sent).toEqual([
      { fields: { EnquiryID: '7', Text: 'Any update on the discs?' }, image: null },
    ]);
    await waitFor(() => expect(messageBox()).toHaveValue(''));
    expect(shownMessages().at(-1)).toBe('You: Any update on the discs?');
    expect(queryClient.getQueryState([...enquiryListsKey, 'mine'])?.isInvalidated).toBe(true);
  });

  it('keeps Send disabled with the reason while offline, and what is written', async () => {
    const sent = answerMessages();
    renderPanel();
    await screen.findByText('Ceramic pads?');
    const user = userEvent.setup();
    await user.type(messageBox(), 'Any update on the discs?');

    act(() => onlineManager.setOnline(false));

    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveAccessibleDescription("You're offline. This needs a connection.");
    await user.type(messageBox(), '{Enter}');
    expect(sent).toEqual([]);
    expect(messageBox()).toHaveValue('Any update on the discs?');

    act(() => onlineManager.setOnline(true));

    expect(screen.queryByText(/You're offline/)).not.toBeInTheDocument();
    await user.click(sendButton());
    await waitFor(() =>
      expect(sent).toEqual([
        { fields: { EnquiryID: '7', Text: 'Any update on the discs?' }, image: null },
      ]),
    );
  });

  it('adds a line on Shift+Enter without sending', async () => {
    const sent = answerMessages();
    renderPanel();
    await screen.findByText('Ceramic pads?');
    const user = userEvent.setup();

    await user.type(messageBox(), 'Line one{Shift>}{Enter}{/Shift}Line two');

    expect(messageBox()).toHaveValue('Line one\nLine two');
    expect(sent).toEqual([]);
    await user.click(sendButton());
    await waitFor(() =>
      expect(sent).toEqual([
        { fields: { EnquiryID: '7', Text: 'Line one\nLine two' }, image: null },
      ]),
    );
  });

  it('sends the text without its edge spaces and line breaks, keeping those inside', async () => {
    const sent = answerMessages();
    renderPanel();
    await screen.findByText('Ceramic pads?');
    const user = userEvent.setup();
    const newLine = '{Shift>}{Enter}{/Shift}';

    await user.type(messageBox(), ` ${newLine}  Line  one${newLine}Line two ${newLine} {Enter}`);

    await waitFor(() =>
      expect(sent).toEqual([
        { fields: { EnquiryID: '7', Text: 'Line  one\nLine two' }, image: null },
      ]),
    );
  });

  it('sends an image with whitespace-only text as an image without text', async () => {
    const sent = answerMessages();
    renderPanel();
    await screen.findByText('Ceramic pads?');
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Attach image'), png());

    await user.type(messageBox(), '  {Shift>}{Enter}{/Shift} {Enter}');

    await waitFor(() =>
      expect(sent).toEqual([
        { fields: { EnquiryID: '7', Text: '' }, image: 'image/png:png-bytes' },
      ]),
    );
  });

  it('sends nothing with neither text nor image, whitespace counting as none', async () => {
    const sent = answerMessages();
    renderPanel();
    await screen.findByText('Ceramic pads?');
    const user = userEvent.setup();

    await user.click(sendButton());
    await user.type(messageBox(), '   {Enter}');
    await user.click(sendButton());

    expect(sent).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Sending' })).not.toBeInTheDocument();
  });

  it('sends once on a double click, with a spinner while sending', async () => {
    const sent = answerMessages({ sendDelayMs: 100 });
    renderPanel();
    await screen.findByText('Ceramic pads?');
    const user = userEvent.setup();
    await user.type(messageBox(), 'Once only');

    const button = sendButton();
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.keyDown(messageBox(), { key: 'Enter' });

    expect(await screen.findByRole('button', { name: 'Sending' })).toBeDisabled();
    await screen.findByText('Once only');
    expect(sent).toHaveLength(1);
  });

  it('sends an attached image, previewed and removable before sending', async () => {
    const sent = answerMessages();
    renderPanel();
    await screen.findByText('Ceramic pads?');
    const user = userEvent.setup();
    const attach = screen.getByLabelText('Attach image');
    expect(attach).toHaveAttribute('accept', 'image/*');

    await user.upload(attach, png('first.png'));
    expect(screen.getByRole('img', { name: 'Attached image first.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByRole('img', { name: /Attached image/ })).not.toBeInTheDocument();

    await user.upload(attach, png());
    await user.click(sendButton());

    await waitFor(() =>
      expect(sent).toEqual([
        { fields: { EnquiryID: '7', Text: '' }, image: 'image/png:png-bytes' },
      ]),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('img', { name: 'Attached image brake-disc.png' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('refuses a file that is not an image, naming it', async () => {
    answerMessages();
    renderPanel();
    await screen.findByText('Ceramic pads?');
    // The picker's accept filter is only a hint: a drop or another picker can bypass it.
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(
      screen.getByLabelText('Attach image'),
      new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' }),
    );

    expect(screen.getByRole('alert').textContent).toBe(
      'invoice.pdf is not an image: attach a PNG, JPEG, GIF or WebP file.',
    );
    expect(screen.queryByRole('button', { name: 'Remove image' })).not.toBeInTheDocument();
  });

  it('keeps the text and image after a failed send, saying why', async () => {
    const sent = answerMessages({ failWith: 500 });
    renderPanel();
    await screen.findByText('Ceramic pads?');
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Attach image'), png());
    await user.type(messageBox(), 'Photo of the old disc{Enter}');

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Message not sent: HTTP 500: Database down',
    );
    expect(sent).toHaveLength(1);
    expect(messageBox()).toHaveValue('Photo of the old disc');
    expect(screen.getByRole('img', { name: 'Attached image brake-disc.png' })).toBeInTheDocument();
    expect(screen.queryByText('Photo of the old disc', { selector: 'p' })).not.toBeInTheDocument();
  });
});

describe('the draft', () => {
  it('keeps the text and image of each enquiry across a reload until sent', async () => {
    answerMessages();
    server.use(
      http.get(`${apiBase}/api/connectplus/garage/messages/8/true`, () => HttpResponse.json([])),
    );
    const first = renderPanel(7);
    await screen.findByText('Ceramic pads?');
    const user = userEvent.setup();
    await user.type(messageBox(), 'Half written');
    await user.upload(screen.getByLabelText('Attach image'), png());
    first.unmount();

    const other = renderPanel(8);
    await screen.findByText('Need help? Send us a message below!');
    expect(messageBox()).toHaveValue('');
    other.unmount();

    renderPanel(7);
    await screen.findByText('Ceramic pads?');
    expect(messageBox()).toHaveValue('Half written');
    expect(
      await screen.findByRole('img', { name: 'Attached image brake-disc.png' }),
    ).toBeInTheDocument();

    await user.click(sendButton());
    await screen.findByText('Half written', { selector: 'p' });
    expect(localStorage.length).toBe(0);
    expect(idbSize()).toBe(0);
  });
});
