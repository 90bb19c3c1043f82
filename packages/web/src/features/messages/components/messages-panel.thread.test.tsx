// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { enquiryListsKey } from '../../../lib/enquiry-lists-key.ts';
import { apiBase } from '../../../testing/api-test-server.ts';
import { makeMessage } from '../testing/make-message.ts';
import {
  panel,
  renderPanel,
  seedThread,
  setUpMessagesPanel,
  shownMessages,
} from '../testing/messages-panel-setup.tsx';

// The thread as the panel shows it. Writing and sending a message, and the draft kept, are in
// messages-panel.sending.test.tsx.

vi.mock('idb-keyval', () => import('../../../testing/memory-idb-keyval.ts'));

const { server, browser, answerMessages } = setUpMessagesPanel();

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
