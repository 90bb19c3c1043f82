/** A message needs text or an image; whitespace alone is no text. */
export function hasContent(text: string, image: File | null): boolean {
  return text.trim() !== '' || image !== null;
}

export const notSentMessage = (error: unknown) =>
  `Message not sent: ${error instanceof Error ? error.message : String(error)}`;

/** A composer opened while the message of one closed before its answer is still on its way. */
export const earlierMessageOnItsWay = 'Your last message is still on its way to the supplier.';
