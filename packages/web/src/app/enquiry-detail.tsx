import { useMemo } from 'react';
import {
  EnquiryDetailPanel,
  type EnquiryViews,
} from '../features/enquiries/components/enquiry-detail-panel.tsx';
import { MessagesPanel } from '../features/messages/components/messages-panel.tsx';
import { OrderConfirmation } from '../features/quotes/components/order-confirmation.tsx';
import { QuoteSelection } from '../features/quotes/components/quote-selection.tsx';
import type { Session } from '../lib/session/use-session.ts';

type EnquiryDetailProps = { enquiryId: number; session: Session };

/**
 * The enquiry detail column put together from its features: the enquiries feature picks the
 * view for the status, the quotes and messages features provide the views. Loaded lazily.
 */
export default function EnquiryDetail({ enquiryId, session }: EnquiryDetailProps) {
  const { company, user, currency } = session;
  const views = useMemo<EnquiryViews>(
    () => ({
      quote: (enquiry) => (
        <QuoteSelection
          // A new enquiry starts with nothing selected.
          key={enquiry.EnquiryId}
          enquiry={enquiry}
          factorBranch={user.FactorBranch}
          userId={company.UserID}
          currency={currency}
        />
      ),
      order: (enquiry) => <OrderConfirmation enquiry={enquiry} currency={currency} />,
      messages: (enquiry) => (
        <MessagesPanel key={enquiry.EnquiryId} enquiryId={enquiry.EnquiryId} />
      ),
    }),
    [company.UserID, user.FactorBranch, currency],
  );
  return (
    <EnquiryDetailPanel
      enquiryId={enquiryId}
      customerKeyCode={user.CustomerKeyCode}
      views={views}
    />
  );
}
