import { useOutletContext, useParams } from 'react-router-dom';
import { EnquiriesScreen } from '../../features/enquiries/components/enquiries-screen.tsx';
import type { Session } from '../../lib/session/use-session.ts';

export function Component() {
  const { user } = useOutletContext<Session>();
  const { enqId } = useParams();
  return (
    <EnquiriesScreen
      customerKeyCode={user.CustomerKeyCode}
      // A non-numeric enqId matches no enquiry: the panel says it is not found.
      selectedEnquiryId={enqId === undefined ? undefined : Number(enqId)}
    />
  );
}
