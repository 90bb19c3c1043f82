import { describe, expect, it } from 'vitest';
import { isImageFile, notAnImageMessage } from './image-file.ts';

const png = new File(['png'], 'brake-disc.png', { type: 'image/png' });
const pdf = new File(['pdf'], 'invoice.pdf', { type: 'application/pdf' });

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
