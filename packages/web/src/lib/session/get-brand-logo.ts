import { queryOptions, useQuery } from '@tanstack/react-query';
import { storageKey } from '../../config/base-path.ts';
import type { ApiClient, CallOptions } from '../api-client.ts';
import { useApi } from '../api-context.tsx';
import { unwrap } from '@garage/app-kit';
import { sessionKeys } from './session-keys.ts';

// The logo is kept as a data URL so a reload shows it at once, without a request.
export const brandLogoStorageKey = 'brandLogo';
const logoKey = () => storageKey(brandLogoStorageKey);

type StoredLogo = { blobId: string; dataUrl: string };

export function readCachedLogo(storage: Storage, blobId: string): string | undefined {
  try {
    const stored = JSON.parse(storage.getItem(logoKey()) ?? 'null') as StoredLogo | null;
    return stored?.blobId === blobId ? stored.dataUrl : undefined;
  } catch {
    return undefined;
  }
}

function toDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // readAsDataURL's result is always a string.
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the logo'));
    reader.readAsDataURL(blob);
  });
}

export async function getBrandLogo(
  client: ApiClient,
  storage: Storage,
  blobId: string,
  { signal }: CallOptions = {},
) {
  const blob = unwrap(
    await client.GET('/api/image/{blobId}', {
      params: { path: { blobId } },
      parseAs: 'blob',
      signal,
    }),
  );
  const dataUrl = await toDataUrl(blob);
  try {
    storage.setItem(logoKey(), JSON.stringify({ blobId, dataUrl } satisfies StoredLogo));
  } catch {
    // Storage full or unavailable: the logo shows all the same and is fetched again next time.
  }
  return dataUrl;
}

export const brandLogoQueryOptions = (client: ApiClient, storage: Storage, blobId: string) =>
  queryOptions({
    queryKey: sessionKeys.logo(blobId),
    queryFn: ({ signal }) => getBrandLogo(client, storage, blobId, { signal }),
    initialData: () => readCachedLogo(storage, blobId),
    // A logo does not change under a blob id: no polling, and a cached one is never stale.
    staleTime: Infinity,
    refetchInterval: false,
    enabled: blobId !== '',
  });

export function useBrandLogo(blobId: string | undefined) {
  return useQuery(brandLogoQueryOptions(useApi().client, localStorage, blobId ?? ''));
}
