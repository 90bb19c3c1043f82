import { useQuery } from '@tanstack/react-query';
import { matchPath, useLocation } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { enquiriesQueryOptions } from '../features/enquiries/api/get-enquiries.ts';
import Notifier from '../features/notifications/components/notifier.tsx';
import { useApi } from '../lib/api-context.tsx';

const enquiryRoute = '/enquiries/:enqId';
const listRefreshMs = 20_000;
// The Enquiries screen's routes (router.tsx): its list column refreshes My Enquiries there.
const enquiriesRoutes = [paths.home, paths.enquiries, enquiryRoute];

/**
 * The notifications on every signed-in screen (docs/notifications.md#where-it-runs). Off the
 * Enquiries screen, My Enquiries is refreshed here, every 20 s as there, so that what the
 * supplier does is heard on News or Settings too; on it, the list column's refresh is the only
 * one.
 */
export default function Notifications() {
  const { pathname } = useLocation();
  const onEnquiries = enquiriesRoutes.some((route) => matchPath(route, pathname));
  useQuery({
    ...enquiriesQueryOptions(useApi().client),
    enabled: !onEnquiries,
    // Leaving the Enquiries screen does not fetch a list it has just refreshed.
    staleTime: listRefreshMs,
  });
  const enqId = matchPath(enquiryRoute, pathname)?.params.enqId;
  // A non-numeric enqId matches no enquiry, as on the screen itself.
  return <Notifier openEnquiryId={enqId === undefined ? undefined : Number(enqId)} />;
}
