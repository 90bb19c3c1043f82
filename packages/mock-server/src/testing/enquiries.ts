import { Query } from '@msw/data';
import type { FastifyInstance } from 'fastify';
import { fixtures } from '../records/data/fixtures.ts';

export const fixtureIds: number[] = Object.values(fixtures.enquiries);
export const mockOnlyFields = ['GarageId', 'Backordered'];

export type ApiEnquiry = { EnquiryId: number; Date: string } & Record<string, unknown>;

export const idsOf = (list: ApiEnquiry[]) => list.map((enquiry) => enquiry.EnquiryId);

type Upload = { bytes: Uint8Array; filename?: string; type?: string };

/** A valid new-enquiry form; a field given as undefined is left out. */
export function enquiryForm(
  fields: Record<string, string | undefined> = {},
  files: Record<string, Upload> = {},
) {
  const form = new FormData();
  const values: Record<string, string | undefined> = {
    Status: 'Waiting',
    Notes: '[SAME DAY] Pads and discs\n\n(Ford, Focus)',
    Parts: 'Front brake pads, front discs',
    Reg: ' yk19 hbn ',
    Consumables: 'false',
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined) form.set(name, value);
  }
  for (const [name, { bytes, filename = 'photo.png', type = 'image/png' }] of Object.entries(
    files,
  )) {
    form.set(name, new Blob([new Uint8Array(bytes)], { type }), filename);
  }
  return form;
}

/** Raising and listing enquiries through the API of the app `getApp` answers. */
export function enquiryHelpers(getApp: () => FastifyInstance) {
  return {
    createEnquiry: (headers: Record<string, string>, form: FormData) =>
      getApp().inject({ method: 'POST', url: '/api/connectplus/enquiry', headers, body: form }),
    listEnquiries: (headers: Record<string, string>, payload: Record<string, unknown>) =>
      getApp().inject({ method: 'POST', url: '/api/connectplus/enquiries', headers, payload }),
    /**
     * Every stored enquiry of these garages dated within [from, to], the way the API must list
     * them.
     */
    storedWithin: (garageIds: number[], from: string, to: string): number[] =>
      getApp()
        .world.db.enquiries.findMany(
          new Query(
            (record) =>
              garageIds.includes(record.GarageId) &&
              Date.parse(record.Date) >= Date.parse(from) &&
              Date.parse(record.Date) <= Date.parse(to),
          ),
        )
        .sort((a, b) => Date.parse(b.Date) - Date.parse(a.Date) || b.EnquiryId - a.EnquiryId)
        .map((enquiry) => enquiry.EnquiryId),
  };
}
