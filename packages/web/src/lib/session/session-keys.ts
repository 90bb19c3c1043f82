/** Query keys of the signed-in garage's session data, shared by the shell and every feature. */
export const sessionKeys = {
  all: ['session'] as const,
  company: () => [...sessionKeys.all, 'company'] as const,
  user: () => [...sessionKeys.all, 'user'] as const,
  lookup: (companyId: number) => [...sessionKeys.all, 'lookup', companyId] as const,
  logo: (blobId: string) => [...sessionKeys.all, 'logo', blobId] as const,
};
