import type { Message } from '@garage/api-types';

/** A garage message with plausible values, overridden per test; dates are local times. */
export function makeMessage(overrides: Partial<Message> = {}): Message {
  return {
    MessageId: 1,
    Text: 'Do you have ceramic pads for this one?',
    Datetime: new Date(2026, 10, 23, 9, 30).toISOString(),
    BlobStorageId: null,
    Garage: true,
    Factor: false,
    ...overrides,
  };
}
