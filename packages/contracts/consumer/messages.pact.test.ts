// The messages panel's calls: an enquiry's thread and sending a message (multipart form data),
// each through the portal's own API functions and client.
import type { NewMessage } from '@garage/api-types';
import { getEnquiryMessages, sendMessage } from '@garage/web/supplier-calls';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  authHeaders,
  createPact,
  expectTokenFetch,
  isoDateTime,
  multipartExample,
  portalClient,
} from '../src/pact.ts';

const { integer, like, nullValue, regex } = MatchersV3;
const pact = createPact();

/** A text message (no image); `fromGarage` tells who sent it, as the Garage and Factor flags. */
const textMessage = (id: number, text: string, sentAt: string, fromGarage: boolean) => ({
  MessageId: integer(id),
  Text: like(text),
  Datetime: isoDateTime(sentAt),
  BlobStorageId: nullValue(),
  Garage: fromGarage,
  Factor: !fromGarage,
});

const threadState =
  'garage 1 has a quoted enquiry 101 with a thread of 2 text messages, the supplier’s reply newest';

describe('getEnquiryMessages', () => {
  it('reads the thread of an enquiry, newest first', async () => {
    expectTokenFetch(pact);
    await pact
      .addInteraction()
      .given(threadState)
      .uponReceiving('a request for the messages of enquiry 101')
      .withRequest('GET', '/api/connectplus/garage/messages/101/true', (request) =>
        request.headers(authHeaders),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody([
          textMessage(
            2,
            'Yes, Mintex ceramic. Discs are coming from Bradford.',
            '2026-11-19T15:00:00.000Z',
            false,
          ),
          textMessage(
            1,
            'Do you have ceramic pads for this one?',
            '2026-11-19T14:00:00.000Z',
            true,
          ),
        ]),
      )
      .executeTest(async (server) => {
        const messages = await getEnquiryMessages(portalClient(server.url).client, 101);
        expect(messages.map((message) => message.Garage)).toEqual([false, true]);
        expect(Date.parse(messages[0]?.Datetime ?? '')).toBeGreaterThan(
          Date.parse(messages[1]?.Datetime ?? ''),
        );
      });
  });
});

describe('sendMessage', () => {
  it('sends a text message on an enquiry as multipart form data', async () => {
    const message: NewMessage = { EnquiryID: 101, Text: 'Can you send the discs today?' };
    const { contentType, body, contentTypeHeader } = await multipartExample(message);

    expectTokenFetch(pact);
    await pact
      .addInteraction()
      .given(threadState)
      .uponReceiving('a text message from garage 1 on enquiry 101')
      .withRequest('POST', '/api/connectplus/garage/message', (request) =>
        request
          .headers({
            ...authHeaders,
            'Content-Type': contentTypeHeader,
          })
          .body(contentType, body)
          .matchingRules({
            body: [
              { path: '$.EnquiryID', rules: [regex(/^101$/, '101')] },
              { path: '$.Text', rules: [regex(/^[\s\S]+$/, message.Text)] },
            ],
          }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          textMessage(3, 'Can you send the discs today?', '2026-11-20T10:00:00.000Z', true),
        ),
      )
      .executeTest(async (server) => {
        const stored = await sendMessage(portalClient(server.url).client, message);
        expect(stored).toMatchObject({ Garage: true, Factor: false, BlobStorageId: null });
      });
  });
});
