import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { hasContent, isImageFile, notAnImageMessage, notSentMessage } from './compose.ts';

const png = new File(['png'], 'brake-disc.png', { type: 'image/png' });
const pdf = new File(['pdf'], 'invoice.pdf', { type: 'application/pdf' });

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

describe('isImageFile', () => {
  it('takes image files and refuses others', () => {
    expect(isImageFile(png)).toBe(true);
    expect(isImageFile(new File(['x'], 'photo.webp', { type: 'image/webp' }))).toBe(true);
    expect(isImageFile(pdf)).toBe(false);
  });

  it('names the refused file', () => {
    expect(notAnImageMessage(pdf)).toBe(
      'invoice.pdf is not an image: attach a PNG, JPEG, GIF or WebP file.',
    );
  });
});

describe('notSentMessage', () => {
  it('gives the supplier’s reason', () => {
    expect(notSentMessage(new ApiError(500, { message: 'Database down' }))).toBe(
      'Message not sent: HTTP 500: Database down',
    );
  });
});
