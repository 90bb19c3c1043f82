import { Button } from '@garage/app-kit';
import { useState } from 'react';
import type { EnquiryDetail } from '../../../lib/demo-types.ts';
import { useDemoCancelEnquiry } from '../api/demo-cancel-enquiry.ts';
import { useDemoDeliver } from '../api/demo-deliver.ts';
import { useDemoDispatchEnquiry } from '../api/demo-dispatch-enquiry.ts';
import { useDemoSetBackorder } from '../api/demo-set-backorder.ts';
import { availableActions } from '../lib/actions.ts';
import shared from '../../../styles/shared.module.css';

/** What the supplier does to an enquiry besides quoting: cancel, backorder, dispatch, deliver. */
export function SupplierActions({ detail }: { detail: EnquiryDetail }) {
  const { Enquiry: enquiry, Delivery: delivery } = detail;
  const actions = availableActions(detail);
  const [reason, setReason] = useState('');
  const cancel = useDemoCancelEnquiry();
  const backorder = useDemoSetBackorder();
  const dispatch = useDemoDispatchEnquiry();
  const deliver = useDemoDeliver();
  return (
    <section className={shared.box} aria-labelledby="actions-heading">
      <h3 id="actions-heading">Supplier actions</h3>
      <div className={shared.row}>
        <Button
          disabled={backorder.isPending}
          onClick={() =>
            backorder.mutate({ enquiryId: enquiry.EnquiryId, backordered: !enquiry.Backordered })
          }
        >
          {enquiry.Backordered ? 'Clear backorder' : 'Set backorder'}
        </Button>
        {actions.dispatch && (
          <Button disabled={dispatch.isPending} onClick={() => dispatch.mutate(enquiry.EnquiryId)}>
            Dispatch (van leaves the depot)
          </Button>
        )}
        {actions.deliver && delivery && (
          <Button disabled={deliver.isPending} onClick={() => deliver.mutate(delivery.DeliveryId)}>
            Mark delivered
          </Button>
        )}
      </div>
      {actions.cancel && (
        <div className={shared.row}>
          <label className={shared.grow}>
            <span>Can't-supply reason (optional)</span>
            <input
              value={reason}
              maxLength={500}
              placeholder="e.g. Discontinued by the manufacturer"
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
          <Button
            className={shared.danger}
            disabled={cancel.isPending}
            onClick={() => cancel.mutate({ enquiryId: enquiry.EnquiryId, reason })}
          >
            {reason.trim() === '' ? 'Cancel enquiry' : 'Cancel: can’t supply'}
          </Button>
        </div>
      )}
    </section>
  );
}
