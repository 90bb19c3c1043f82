import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeEnquiry } from '../../../testing/make-enquiry.ts';
import { searchEnquiries } from './search-enquiries.ts';

const byReg = makeEnquiry({
  EnquiryId: 1,
  Reg: 'YK19 ABC',
  Status: 'Waiting',
  Parts: 'Oil filter',
  Notes: '',
});
const byStatus = makeEnquiry({
  EnquiryId: 2,
  Reg: 'MA70 XYZ',
  Status: 'Garage Confirmed',
  Parts: 'Wiper blades',
  Notes: 'Rear only',
});
const byParts = makeEnquiry({
  EnquiryId: 3,
  Reg: 'LD21 KMP',
  Status: 'Quoted',
  Parts: 'Front BRAKE pads and discs',
  Notes: '',
});
const byNotes = makeEnquiry({
  EnquiryId: 4,
  Reg: 'CONSUMABLES',
  Status: 'Ordered',
  Parts: 'Screen wash',
  Notes: 'Customer says the brake light is on',
});
const enquiries = [byReg, byStatus, byParts, byNotes];

const ids = (found: readonly { EnquiryId: number }[]) => found.map((e) => e.EnquiryId);

describe('searchEnquiries', () => {
  it('keeps every enquiry, in order, for a blank query', () => {
    expect(searchEnquiries(enquiries, '')).toEqual(enquiries);
    expect(searchEnquiries(enquiries, '   ')).toEqual(enquiries);
  });

  it('matches the registration', () => {
    expect(ids(searchEnquiries(enquiries, 'yk19'))).toEqual([1]);
    expect(ids(searchEnquiries(enquiries, '19 AB'))).toEqual([1]);
  });

  it('matches the raw status, so Confirmed finds Garage Confirmed', () => {
    expect(ids(searchEnquiries(enquiries, 'GARAGE'))).toEqual([2]);
    expect(ids(searchEnquiries(enquiries, 'confirmed'))).toEqual([2]);
    expect(ids(searchEnquiries(enquiries, 'quoted'))).toEqual([3]);
  });

  it('matches the parts', () => {
    expect(ids(searchEnquiries(enquiries, 'wiper'))).toEqual([2]);
  });

  it('matches the notes', () => {
    expect(ids(searchEnquiries(enquiries, 'LIGHT IS'))).toEqual([4]);
  });

  it('ignores case in both the query and the fields, across fields', () => {
    expect(ids(searchEnquiries(enquiries, 'Brake'))).toEqual([3, 4]);
    expect(ids(searchEnquiries(enquiries, 'bRaKe'))).toEqual([3, 4]);
  });

  it('ignores spaces around the query but not inside it', () => {
    expect(ids(searchEnquiries(enquiries, '  oil filter '))).toEqual([1]);
    expect(ids(searchEnquiries(enquiries, 'oilfilter'))).toEqual([]);
  });

  it('does not match text that straddles two fields', () => {
    // Reg 'YK19 ABC' is followed by status 'Waiting'.
    expect(ids(searchEnquiries(enquiries, 'abcwaiting'))).toEqual([]);
    expect(ids(searchEnquiries(enquiries, 'abc waiting'))).toEqual([]);
  });

  it('finds nothing when no field contains the query', () => {
    expect(searchEnquiries(enquiries, 'gearbox')).toEqual([]);
  });

  it('sees a changed enquiry that arrives as a new object', () => {
    expect(ids(searchEnquiries(enquiries, 'clutch'))).toEqual([]);
    const edited = { ...byReg, Parts: 'Clutch kit' };
    expect(ids(searchEnquiries([edited, byStatus], 'clutch'))).toEqual([1]);
  });
});

describe('searchEnquiries over any list', () => {
  // A small alphabet, so that queries often match, often in several fields and enquiries.
  const text = fc.string({ unit: fc.constantFrom('a', 'B', 'c', ' ', '1'), maxLength: 12 });
  const listOf = fc.array(
    fc.record({
      Reg: text,
      Status: fc.constantFrom('Waiting', 'Quoted'),
      Parts: text,
      Notes: text,
    }),
    { maxLength: 30 },
  );

  it('finds exactly the enquiries one of whose fields contains the query, in list order', () => {
    fc.assert(
      fc.property(listOf, text, (fields, query) => {
        const list = fields.map((field, at) => makeEnquiry({ ...field, EnquiryId: at + 1 }));
        const needle = query.trim().toLowerCase();
        const expected = list.filter((enquiry) =>
          [enquiry.Reg, enquiry.Status, enquiry.Parts, enquiry.Notes].some((field) =>
            field.toLowerCase().includes(needle),
          ),
        );
        expect(ids(searchEnquiries(list, query))).toEqual(ids(expected));
      }),
      { numRuns: 2000 },
    );
  });
});
