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

/** An order that failed: nothing was ordered, and the ticks are kept to try again. */
export const orderFailedText =
  'Your order did not go through, so nothing was ordered. Your selection is kept: press Place Order to try again.';
