// @vitest-environment jsdom
import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { enquiryListsKey } from '../../../lib/enquiry-lists-key.ts';
import { earlierMessageOnItsWay } from '../lib/compose.ts';
import { apiBase } from '../../../testing/api-test-server.ts';
import { refuseFiles, size as idbSize } from '../../../testing/memory-idb-keyval.ts';
import {
  messageBox,
  png,
  renderPanel,
  renderReopenablePanel,
  sendButton,
  setUpMessagesPanel,
  shownMessages,
} from '../testing/messages-panel-setup.tsx';

// Writing and sending a message, text or image, and the draft kept until it is sent.

vi.mock('idb-keyval', () => import('../../../testing/memory-idb-keyval.ts'));

const { server, answerMessages } = setUpMessagesPanel();

/**
 * Sends 'Any update on the discs?' with the supplier's answer held, then leaves the messages
 * and comes back to them before it is answered. Returns what was sent and the answer's release.
 */
async function sendLeaveAndComeBack({ failWith }: { failWith?: number } = {}) {
  let answer = () => {};
  const until = new Promise<void>((resolve) => (answer = resolve));
  const sent = answerMessages({ until, ...(failWith && { failWith }) });
  renderReopenablePanel();
  await screen.findByText('Ceramic pads?');
  const user = userEvent.setup();
  await user.type(messageBox(), 'Any update on the discs?{Enter}');
  await waitFor(() => expect(sent).toHaveLength(1));
  await user.click(screen.getByRole('button', { name: 'Leave the messages' }));
  await user.click(screen.getByRole('button', { name: 'Back to the messages' }));
  return { sent, answer, user };
}

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

  it('forgets the draft once sent, though the panel was closed while it was on its way', async () => {
    const sent = answerMessages({ sendDelayMs: 50 });
    const { unmount } = renderPanel();
    await screen.findByText('Ceramic pads?');
    const user = userEvent.setup();
    await user.type(messageBox(), 'Any update on the discs?{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    // Another enquiry opened before the answer: this panel is gone, the message on its way.
    unmount();

    // Opened again, the message sent must not come back as a draft to be sent twice.
    await waitFor(() => expect(localStorage.getItem('messageDraft:7')).toBeNull());
    renderPanel();
    expect(messageBox()).toHaveValue('');
  });

  it('opened again while the message of the closed panel is on its way, waits for it, then empties', async () => {
    const { sent, answer, user } = await sendLeaveAndComeBack();

    // The draft being sent shows again: Send waits, so that it is not sent twice.
    expect(messageBox()).toHaveValue('Any update on the discs?');
    expect(screen.getByRole('status')).toHaveTextContent(earlierMessageOnItsWay);
    expect(screen.getByRole('button', { name: 'Sending' })).toBeDisabled();
    await user.type(messageBox(), '{Enter}');

    answer();
    await waitFor(() => expect(messageBox()).toHaveValue(''));
    expect(sendButton()).toBeEnabled();
    expect(screen.queryByText(earlierMessageOnItsWay)).not.toBeInTheDocument();
    expect(await screen.findByText('Any update on the discs?')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(localStorage.getItem('messageDraft:7')).toBeNull();
  });

  it('keeps what is written in the panel opened again while the earlier message was on its way', async () => {
    const { answer, user } = await sendLeaveAndComeBack();
    await user.clear(messageBox());
    await user.type(messageBox(), 'And the pads?');

    answer();
    await waitFor(() => expect(sendButton()).toBeEnabled());
    expect(messageBox()).toHaveValue('And the pads?');
    // Kept for a reload too: the closed panel's answer forgot only what it sent.
    expect(localStorage.getItem('messageDraft:7')).toBe('And the pads?');
  });

  it('says so when the message of the closed panel was not sent, and keeps it to send again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => logged.mockRestore());
    const { answer } = await sendLeaveAndComeBack({ failWith: 500 });

    answer();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Message not sent: /);
    expect(messageBox()).toHaveValue('Any update on the discs?');
    expect(sendButton()).toBeEnabled();
  });

  it('keeps what is written while a message is on its way', async () => {
    const sent = answerMessages({ sendDelayMs: 100 });
    renderPanel();
    await screen.findByText('Ceramic pads?');
    const user = userEvent.setup();
    await user.type(messageBox(), 'Any update on the discs?{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    await user.clear(messageBox());
    await user.type(messageBox(), 'And the pads?');

    expect(await screen.findByText('Any update on the discs?')).toBeInTheDocument();
    await waitFor(() => expect(sendButton()).toBeEnabled());
    expect(messageBox()).toHaveValue('And the pads?');
    expect(localStorage.getItem('messageDraft:7')).toBe('And the pads?');
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

  it('says under the image when the browser will not keep it, which still sends', async () => {
    const sent = answerMessages();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => error.mockRestore());
    renderPanel();
    await screen.findByText('Ceramic pads?');
    const user = userEvent.setup();
    const attach = screen.getByLabelText('Attach image');
    const notKept =
      'This browser cannot keep the image: it will be lost if you leave the page before sending.';

    // Kept: nothing to say.
    await user.upload(attach, png('kept.png'));
    await screen.findByRole('img', { name: 'Attached image kept.png' });
    expect(screen.queryByText(notKept)).not.toBeInTheDocument();

    // As WebKit's private windows do.
    refuseFiles();
    await user.upload(attach, png());
    const preview = await screen.findByRole('figure');
    await waitFor(() => expect(within(preview).getByRole('status').textContent).toBe(notKept));
    expect(error).toHaveBeenCalledWith(
      'Could not store the draft image messageDraftImage:7',
      expect.any(DOMException),
    );

    await user.click(sendButton());
    await waitFor(() =>
      expect(sent).toEqual([
        { fields: { EnquiryID: '7', Text: '' }, image: 'image/png:png-bytes' },
      ]),
    );
    await waitFor(() => expect(screen.queryByText(notKept)).not.toBeInTheDocument());
  });
});
