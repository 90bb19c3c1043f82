/** Query keys of the messages feature. */
export const messagesKeys = {
  all: ['messages'] as const,
  thread: (enquiryId: number) => [...messagesKeys.all, 'thread', enquiryId] as const,
  image: (blobId: string) => [...messagesKeys.all, 'image', blobId] as const,
  send: (enquiryId: number) => [...messagesKeys.all, 'send', enquiryId] as const,
};
