import { matchPath } from 'react-router-dom';
import { basePath } from '../../../config/base-path.ts';
import { paths } from '../../../config/paths.ts';

/**
 * The absolute URL of the portal's screen at `path`, base path included: a service worker
 * opens it in a new window when no tab of the portal is open.
 */
export const noticeUrl = (path: string): string =>
  new URL(`${basePath()}${path}`, location.origin).href;

/**
 * The portal's route for a URL the service worker posts, or null when it is not one of this
 * portal's (another origin, or outside its base path).
 */
export function portalRoute(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const { origin, pathname, search, hash } = new URL(url);
  const base = basePath();
  if (origin !== location.origin) return null;
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return null;
  return `${pathname.slice(base.length) || paths.home}${search}${hash}`;
}

/**
 * Where a click on a notice goes: its screen, but the list when it names an enquiry no longer
 * in the garage's list (removed since, or out of its dates) as last refreshed. Without a list
 * yet, the enquiry: its screen says whether it is found.
 */
export function noticeTarget(path: string, listedIds: ReadonlySet<number> | undefined): string {
  const [pathname = path] = path.split(/[?#]/);
  const enqId = matchPath('/enquiries/:enqId', pathname)?.params.enqId;
  if (enqId === undefined || listedIds === undefined) return path;
  return listedIds.has(Number(enqId)) ? path : paths.home;
}
