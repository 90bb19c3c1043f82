// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { queryDefaults } from '../../../lib/query-client.ts';
import { apiBase } from '../../../testing/api-test-server.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { makeMessage } from '../testing/make-message.ts';
import {
  messageBox,
  renderPanel,
  seedThread,
  setUpMessagesPanel,
} from '../testing/messages-panel-setup.tsx';
import { MessagesPanel } from './messages-panel.tsx';

// An image loaded for a thread is never asked for again (docs/rules.md#messages: "fetched only
// once their thumbnail scrolls into view, then never again"; docs/readings.md#refreshing: an
// image never changes under its id), whatever happens to the thread around it. Loading one only
// once in view is in messages-panel.thread.test.tsx.

vi.mock('idb-keyval', () => import('../../../testing/memory-idb-keyval.ts'));

const { server, browser, answerMessages } = setUpMessagesPanel();

const withPhoto = [
  makeMessage({
    MessageId: 3,
    Text: 'Photo attached',
    BlobStorageId: 'enq-7-1',
    Datetime: new Date(2026, 10, 23, 11, 0).toISOString(),
    Factor: true,
    Garage: false,
  }),
  ...seedThread,
];

/** Answers every image; returns the blob ids asked for, one entry per request. */
function answerImages() {
  const asked: string[] = [];
  server.use(
    http.get(`${apiBase}/api/image/:blobId`, ({ params }) => {
      asked.push(String(params.blobId));
      return new HttpResponse(new Blob(['png-bytes'], { type: 'image/png' }), {
        headers: { 'Content-Type': 'image/png' },
      });
    }),
  );
  return asked;
}

/** How many times the thread of `enquiryId` has been fetched so far. */
function countThreadFetches(enquiryId = 7) {
  const fetches = { count: 0 };
  const path = `/api/connectplus/garage/messages/${enquiryId}/true`;
  const count = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === path) fetches.count += 1;
  };
  server.events.on('request:start', count);
  onTestFinished(() => {
    server.events.removeListener('request:start', count);
  });
  return fetches;
}

/** Scrolls the thread so its image is in view, and waits for the image to show. */
async function seeImage() {
  act(() => browser.scrollIntoView());
  return screen.findByRole('button', { name: 'Open image' });
}

describe('a message image', () => {
  it('is not fetched again when scrolled back into view or as the thread refreshes', async () => {
    answerMessages({ thread: withPhoto });
    const asked = answerImages();
    const threadFetches = countThreadFetches();
    const { queryClient } = renderPanel();
    // The portal's own polling, every 50 ms rather than 20 s: the thread refreshes meanwhile.
    queryClient.setDefaultOptions({
      queries: { ...queryDefaults.queries, retry: false, refetchInterval: 50 },
    });
    await screen.findByText('Photo attached');
    await seeImage();
    expect(asked).toEqual(['enq-7-1']);

    // Scrolled away and back.
    act(() => browser.scrollIntoView());
    // Three more refreshes of the thread, each a chance to ask for the image again.
    const fetchedSoFar = threadFetches.count;
    await waitFor(() => expect(threadFetches.count).toBeGreaterThanOrEqual(fetchedSoFar + 3), {
      timeout: 3000,
    });

    expect(screen.getByRole('button', { name: 'Open image' })).toBeInTheDocument();
    expect(asked).toEqual(['enq-7-1']);
  });

  it('is not fetched again when a sent message refreshes the thread', async () => {
    answerMessages({ thread: withPhoto });
    const asked = answerImages();
    const threadFetches = countThreadFetches();
    renderPanel();
    await screen.findByText('Photo attached');
    await seeImage();
    const fetchedBefore = threadFetches.count;

    const user = userEvent.setup();
    await user.type(messageBox(), 'Thanks, that is the one{Enter}');

    await screen.findByText('Thanks, that is the one');
    expect(threadFetches.count).toBeGreaterThan(fetchedBefore);
    await seeImage();
    expect(asked).toEqual(['enq-7-1']);
  });

  it('is not fetched again when its thread is left and opened again', async () => {
    answerMessages({ thread: withPhoto });
    server.use(
      http.get(`${apiBase}/api/connectplus/garage/messages/8/true`, () => HttpResponse.json([])),
    );
    const asked = answerImages();
    // The detail panel switching enquiries: the panel is keyed by enquiry, so the thread and
    // its images are drawn afresh.
    function Switching() {
      const [enquiryId, setEnquiryId] = useState(7);
      return (
        <>
          <button type="button" onClick={() => setEnquiryId(enquiryId === 7 ? 8 : 7)}>
            Other enquiry
          </button>
          <MessagesPanel enquiryId={enquiryId} />
        </>
      );
    }
    renderWithProviders(<Switching />);
    await screen.findByText('Photo attached');
    await seeImage();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Other enquiry' }));
    await screen.findByText('Need help? Send us a message below!');
    await user.click(screen.getByRole('button', { name: 'Other enquiry' }));
    await screen.findByText('Photo attached');

    await seeImage();
    expect(asked).toEqual(['enq-7-1']);
  });
});
