import { maxUploadMb } from '../plugins/infrastructure/multipart-form.ts';

/** A real 1×1 PNG. */
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The largest image the mock accepts, in bytes. */
export const maxImageBytes = maxUploadMb * 1024 * 1024;

/** A PNG padded to the given size: still a PNG by its bytes. */
export function pngOfSize(size: number): Buffer {
  return Buffer.concat([png, Buffer.alloc(size - png.length)]);
}
