import { describe, expect, it } from 'vitest';
import { ApiError } from '@garage/app-kit';
import { hasContent, notSentMessage } from './compose.ts';

const png = new File(['png'], 'brake-disc.png', { type: 'image/png' });

describe('hasContent', () => {
  it('is false with neither text nor image, whitespace counting as no text', () => {
    expect(hasContent('', null)).toBe(false);
    expect(hasContent(' \n\t ', null)).toBe(false);
  });

  it('is true with text or with an image alone', () => {
    expect(hasContent('Any news?', null)).toBe(true);
    expect(hasContent('', png)).toBe(true);
  });
});

describe('notSentMessage', () => {
  it('gives the supplier’s reason', () => {
    expect(notSentMessage(new ApiError(500, { message: 'Database down' }))).toBe(
      'Message not sent: HTTP 500: Database down',
    );
  });
});
