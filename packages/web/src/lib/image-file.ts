/** Enquiry and message images are image files only, whatever the picker let through. */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

export const notAnImageMessage = (file: File) =>
  `${file.name} is not an image: attach a PNG, JPEG, GIF or WebP file.`;
