// What the quote view tells the garage when its quote or its order did not go as it saw it
// (docs/rules.md#when-the-supplier-updates-a-quote, docs/readings.md#quotes-and-orders).

/** The supplier changed the quote on screen: found by a refresh, or just before sending. */
type QuoteUpdate = { dropped: number; refused: boolean };

function droppedText(dropped: number): string {
  if (dropped === 0) return '';
  return dropped === 1
    ? ' 1 part you ticked has changed and is no longer ticked.'
    : ` ${dropped} parts you ticked have changed and are no longer ticked.`;
}

export function quoteUpdateText({ dropped, refused }: QuoteUpdate): string {
  const opening = refused
    ? 'Nothing was ordered: the supplier has updated this quote. Please check your selection and press Place Order again.'
    : 'The supplier has updated this quote. Please check your selection before you order.';
  return opening + droppedText(dropped);
}

/**
 * An order that failed is checked before the garage is told anything of it: the quote lines are
 * fetched again, as an order whose answer was lost may have gone through.
 * docs/readings.md#quotes-and-orders
 */
export const orderCheckingText =
  'Your order may not have gone through. Checking with the supplier whether it did...';

/** The check found the order: it went through although its answer was lost. */
export const orderWentThroughText = 'Your order went through.';

/** The check found nothing ordered: the ticks are kept to try again. */
export const orderFailedText =
  'Your order did not go through, so nothing was ordered. Your selection is kept: press Place Order to try again.';

/** The check failed too: the portal cannot tell, and says so rather than guess. */
export const orderUnknownText =
  'We could not tell whether your order went through. Refresh the page and check this enquiry before you order again.';
