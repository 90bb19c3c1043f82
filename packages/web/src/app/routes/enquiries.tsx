import { lazy } from 'react';
import { useOutletContext, useParams } from 'react-router-dom';
import { EnquiriesScreen } from '../../features/enquiries/components/enquiries-screen.tsx';
import type { Session } from '../../lib/session/use-session.ts';
import { HiddenScreenHeading } from '../../components/ui/hidden-screen-heading.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { unreadTitle, useUnreadCount } from '../../features/notifications/lib/unread-count.ts';

// The detail, its quote, order and messages views load when an enquiry is opened: they stay
// out of the first screen's JavaScript (a budget checked in tests).
const EnquiryDetail = lazy(() => import('../enquiry-detail.tsx'));

export function Component() {
  const session = useOutletContext<Session>();
  const { enqId } = useParams();
  // A non-numeric enqId matches no enquiry: the panel says it is not found.
  const selectedEnquiryId = enqId === undefined ? undefined : Number(enqId);
  const unread = useUnreadCount();
  return (
    <>
      {unread > 0 ? (
        <title>{unreadTitle(unread, session.company.CompanyName)}</title>
      ) : (
        <PageTitle
          screen={selectedEnquiryId === undefined ? 'Enquiries' : `Enquiry ${enqId ?? ''}`}
        />
      )}
      <HiddenScreenHeading screen="Enquiries" />
      <EnquiriesScreen
        customerKeyCode={session.user.CustomerKeyCode}
        selectedEnquiryId={selectedEnquiryId}
        detail={
          selectedEnquiryId !== undefined && (
            <EnquiryDetail enquiryId={selectedEnquiryId} session={session} />
          )
        }
      />
    </>
  );
}
