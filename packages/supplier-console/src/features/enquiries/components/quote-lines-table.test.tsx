// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { QuoteLine } from '../../../lib/demo-types.ts';
import { QuoteLinesTable } from './quote-lines-table.tsx';

afterEach(cleanup);

const line: QuoteLine = {
  ResponseDetailId: 7,
  ResponseHeaderId: 3,
  EnquiryId: 401,
  PartNumber: 'BP-FO-1021',
  Qty: 2,
  UnitPrice: '1234.5',
  DeliveryDate: null,
  ResponseDetailNotes: null,
  Confirmed: 0,
  Document: 'QUO-000401',
};

describe('QuoteLinesTable', () => {
  it('shows the unit price in the garage’s currency: euros for an Irish garage', () => {
    render(<QuoteLinesTable lines={[line]} currency="EUR" />);

    expect(screen.getByRole('cell', { name: '€1,234.50' })).toBeInTheDocument();
    expect(screen.queryByText(/£/)).not.toBeInTheDocument();
  });

  it('shows pounds for a garage that trades in GBP', () => {
    render(<QuoteLinesTable lines={[line]} currency="GBP" />);

    expect(screen.getByRole('cell', { name: '£1,234.50' })).toBeInTheDocument();
  });
});
