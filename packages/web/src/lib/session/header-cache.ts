import { useEffect, useState } from 'react';
import type { CompanyInfo, GarageUser } from '@garage/api-types';
import { storageKey } from '../../config/base-path.ts';

// The header as the last visit drew it, painted before the API answers on the next one
// (docs/first-load.md#the-header-from-the-device). The logo's data URL has its own cache
// (get-brand-logo.ts), keyed by this blob id.
export type CachedHeader = Pick<
  CompanyInfo,
  'CompanyName' | 'ConnectPlusColor' | 'CompanyBrandingBlobStorageID'
> &
  Pick<GarageUser, 'CustomerKeyCode'>;

const key = () => storageKey('header');
const isString = (value: unknown): value is string => typeof value === 'string';

// Storage that throws (private mode, quota, a blocked origin) only costs the early paint.
function attempt<T>(act: () => T): T | undefined {
  try {
    return act();
  } catch {
    return undefined;
  }
}

export function readCachedHeader(storage: Storage): CachedHeader | undefined {
  const stored = attempt(() => storage.getItem(key()));
  if (stored == null) return undefined;
  const header = attempt(() => JSON.parse(stored) as Partial<CachedHeader> | null);
  if (
    header &&
    isString(header.CompanyName) &&
    isString(header.ConnectPlusColor) &&
    isString(header.CompanyBrandingBlobStorageID) &&
    (header.CustomerKeyCode === null || isString(header.CustomerKeyCode))
  ) {
    return header as CachedHeader;
  }
  console.warn('Ignoring the cached header, which is not one', stored);
  clearCachedHeader(storage);
  return undefined;
}

/** Forgets the header (another licence activated: its garage is not this one). */
export function clearCachedHeader(storage: Storage): void {
  attempt(() => storage.removeItem(key()));
}

/**
 * The header to draw: the API's once it has answered (and kept for the next visit), the
 * device's cached one until then.
 */
export function useHeader(company?: CompanyInfo, user?: GarageUser): CachedHeader | undefined {
  const [cached] = useState(() => readCachedHeader(localStorage));
  const live: CachedHeader | undefined =
    company && user
      ? {
          CompanyName: company.CompanyName,
          ConnectPlusColor: company.ConnectPlusColor,
          CompanyBrandingBlobStorageID: company.CompanyBrandingBlobStorageID,
          CustomerKeyCode: user.CustomerKeyCode,
        }
      : undefined;
  const serialized = live && JSON.stringify(live);
  useEffect(() => {
    if (serialized) attempt(() => localStorage.setItem(key(), serialized));
  }, [serialized]);
  return live ?? cached;
}
