import { Button, currencyOf } from '@garage/app-kit';
import { useState, type SubmitEvent } from 'react';
import toast from 'react-hot-toast';
import { ErrorMessage } from '../../../components/ui/error-message.tsx';
import type { EnquiryDetail } from '../../../lib/demo-types.ts';
import shared from '../../../styles/shared.module.css';
import { useDemoQuoteEnquiry } from '../api/demo-quote-enquiry.ts';
import {
  blankLine,
  checkQuote,
  lineFromPart,
  lineFromQuote,
  type DraftLine,
  type LineErrors,
} from '../lib/quote-lines.ts';
import { PartSearch } from './part-search.tsx';
import { QuoteLineFields } from './quote-line-fields.tsx';

/**
 * Builds and sends the supplier's quote. An Order enquiry is the garage ordering outright:
 * quoting it is the supplier's confirmation, hence 'Confirm order'. Nothing typed is lost on
 * a refusal, in the form or from the mock.
 */
export function QuoteBuilder({ detail }: { detail: EnquiryDetail }) {
  const { Enquiry: enquiry } = detail;
  const isOrder = enquiry.Status === 'Order';
  const currency = currencyOf(detail.CurrencyCode);
  const [lines, setLines] = useState<DraftLine[]>(() => detail.Lines.map(lineFromQuote));
  // After a refused send the lines are checked as they are typed, so a fixed field clears.
  const [checking, setChecking] = useState(false);
  const quote = useDemoQuoteEnquiry();
  const refused = checking ? checkQuote(lines) : null;
  const errors: LineErrors[] = refused && !refused.ok ? refused.errors : [];

  const update = (index: number, change: Partial<DraftLine>) =>
    setLines((current) => current.map((line, i) => (i === index ? { ...line, ...change } : line)));
  const remove = (index: number) => setLines((current) => current.filter((_, i) => i !== index));

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const checked = checkQuote(lines);
    setChecking(!checked.ok);
    if (!checked.ok) return;
    quote.mutate(
      { enquiryId: enquiry.EnquiryId, lines: checked.lines },
      {
        onSuccess: (result) => {
          setLines(result.Lines.map(lineFromQuote));
          toast.success(isOrder ? 'Order confirmed' : `Quote sent: ${result.Enquiry.Document}`);
        },
      },
    );
  };

  return (
    <form className={shared.box} onSubmit={submit} noValidate aria-label="Quote builder">
      <h3>{isOrder ? 'Confirm the order' : 'Quote'}</h3>
      <PartSearch
        currency={currency}
        onAdd={(part) => setLines((current) => [...current, lineFromPart(part)])}
      />
      {lines.length === 0 && (
        <p className={shared.muted}>No lines yet: add parts from the catalogue or a blank line.</p>
      )}
      {lines.map((line, index) => (
        <QuoteLineFields
          key={line.key}
          line={line}
          currency={currency}
          number={index + 1}
          errors={errors[index]}
          onChange={(change) => update(index, change)}
          onRemove={() => remove(index)}
        />
      ))}
      <div className={shared.row}>
        <Button onClick={() => setLines((current) => [...current, blankLine()])}>
          Add a blank line
        </Button>
        <Button variant="primary" type="submit" disabled={quote.isPending}>
          {isOrder ? 'Confirm order' : 'Send quote'}
        </Button>
      </div>
      {refused && !refused.ok && (
        <p className={shared.formError} role="alert">
          {refused.message}
        </p>
      )}
      {quote.isError && <ErrorMessage error={quote.error} />}
    </form>
  );
}
