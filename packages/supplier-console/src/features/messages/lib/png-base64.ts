/** The mock takes about 512 KB of PNG at most (its 1 MB body limit, base64 included). */
export const maxImageBytes = 512 * 1024;

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export type ImageCheck = { ok: true; base64: string } | { ok: false; message: string };

/** The file as the base64 the mock takes, or why it cannot be sent. */
export async function pngAsBase64(file: Blob): Promise<ImageCheck> {
  if (file.size > maxImageBytes) {
    return { ok: false, message: 'The image is larger than 512 KB: choose a smaller PNG' };
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!pngSignature.every((byte, index) => bytes[index] === byte)) {
    return { ok: false, message: 'The image must be a PNG' };
  }
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return { ok: true, base64: btoa(binary) };
}
