// The pictures the seed draws, by name, for a world's capture (world/capture.ts): a part photo,
// logo or bulletin thumbnail is named (`photo:disc`) rather than copied, since every mock draws
// the same bytes from the same name, and a world restored from the name shares the one copy
// drawn per process. Anything else (an uploaded image, a bulletin PDF) is carried as bytes.
import { cachedPngOfKey, keyOfCachedPng, type Bytes } from './canvas.ts';
import { partPhotoPng, photoVariants, type PhotoVariant } from './photos.ts';

/** The name of a picture the seed draws, or undefined for any other bytes. */
export function generatedPictureName(bytes: Uint8Array): string | undefined {
  return keyOfCachedPng(bytes);
}

const photoPrefix = 'photo:';
const isPhotoVariant = (variant: string): variant is PhotoVariant =>
  (photoVariants as readonly string[]).includes(variant);

/**
 * The picture a name stands for, or undefined for a name of nothing drawn here. Only pictures
 * already drawn in this process are named: the logos and thumbnails come from fixed colours
 * and motifs, which every process draws when it seeds its default world. The photos, a handful,
 * are drawn on demand (a seed may use one this process has not drawn yet). An imported name
 * thus never makes the mock draw, and keep, a picture of any colour it is sent.
 */
export function generatedPicture(name: string): Bytes | undefined {
  const drawn = cachedPngOfKey(name);
  if (drawn) return drawn;
  const variant = name.slice(photoPrefix.length);
  return name.startsWith(photoPrefix) && isPhotoVariant(variant)
    ? partPhotoPng(variant)
    : undefined;
}
