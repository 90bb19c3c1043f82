/** Spec section 5: a message needs text or an image; whitespace alone is no text. */
export function hasContent(text: string, image: File | null): boolean {
  return text.trim() !== '' || image !== null;
}

/** Spec section 5: message images are image files only, whatever the picker let through. */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

export const notAnImageMessage = (file: File) =>
  `${file.name} is not an image: attach a PNG, JPEG, GIF or WebP file.`;

export const notSentMessage = (error: unknown) =>
  `Message not sent: ${error instanceof Error ? error.message : String(error)}`;
