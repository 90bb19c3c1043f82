// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeEnquiry } from '../../../testing/make-detail.ts';
import {
  apiBase,
  renderWithProviders,
  settleAndCleanup,
  setupDemoServer,
} from '../../../testing/render.tsx';
import type { EnquiryFilters } from '../api/enquiries-keys.ts';
import { EnquiryList } from './enquiry-list.tsx';

const server = setupDemoServer();
afterEach(settleAndCleanup);

const garages = [
  {
    GarageId: 1,
    GarageName: 'Kirkstall Road Garage',
    CompanyId: 1,
    CompanyName: 'Pennine Motor Factors',
    CustomerKeyCode: 'PMF1001',
  },
  {
    GarageId: 4,
    GarageName: 'Dock Road Motors',
    CompanyId: 2,
    CompanyName: 'Shannon Parts',
    CustomerKeyCode: 'SAP3001',
  },
];

/** Answers the list like the mock, filtering by the query it gets; records each query. */
function answerEnquiries() {
  const queries: string[] = [];
  const all = [
    makeEnquiry({
      EnquiryId: 401,
      GarageId: 4,
      GarageName: 'Dock Road Motors',
      Reg: '172 L 8815',
      Status: 'Quoted',
    }),
    makeEnquiry({ EnquiryId: 102, Unanswered: 2 }),
  ];
  server.use(
    http.get(`${apiBase}/__demo/garages`, () => HttpResponse.json(garages)),
    http.get(`${apiBase}/__demo/enquiries`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query.toString());
      const garageId = query.get('GarageId');
      const status = query.get('Status');
      return HttpResponse.json(
        all.filter(
          (enquiry) =>
            (garageId === null || enquiry.GarageId === Number(garageId)) &&
            (status === null || enquiry.Status === status),
        ),
      );
    }),
  );
  return queries;
}

function ListWithFilters() {
  const [filters, setFilters] = useState<EnquiryFilters>({});
  return (
    <EnquiryList
      filters={filters}
      onFiltersChange={setFilters}
      now={Date.parse('2026-03-10T10:00:00Z')}
    />
  );
}

const row = (index: number) => {
  const found = rows()[index];
  if (!found) throw new Error(`No row ${index}`);
  return found;
};
const rows = () =>
  within(screen.getByRole('region', { name: 'Live enquiries' })).queryAllByRole('link');

describe('EnquiryList', () => {
  it("lists every garage's enquiries and marks unanswered messages", async () => {
    answerEnquiries();
    renderWithProviders(<ListWithFilters />);
    expect(await screen.findByText('172 L 8815')).toBeInTheDocument();
    expect(rows().map((row) => row.getAttribute('href'))).toEqual([
      '/enquiries/401',
      '/enquiries/102',
    ]);
    expect(within(row(1)).getByText('2 unanswered messages')).toBeInTheDocument();
    expect(within(row(0)).queryByText(/unanswered/)).not.toBeInTheDocument();
    expect(within(row(1)).getByText(/1 hour ago/)).toBeInTheDocument();
  });

  it('asks the mock for one garage and one status', async () => {
    const queries = answerEnquiries();
    renderWithProviders(<ListWithFilters />);
    await screen.findByText('172 L 8815');
    await screen.findByRole('option', { name: 'Dock Road Motors (Shannon Parts)' });

    await userEvent.selectOptions(
      screen.getByLabelText('Garage'),
      'Dock Road Motors (Shannon Parts)',
    );
    await expect.poll(() => queries.at(-1)).toBe('GarageId=4');
    await expect.poll(() => rows().length).toBe(1);

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Waiting');
    await expect.poll(() => queries.at(-1)).toBe('GarageId=4&Status=Waiting');
    expect(await screen.findByText('No enquiries match.')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Garage'), 'Every garage');
    await expect.poll(() => queries.at(-1)).toBe('Status=Waiting');
    await expect.poll(() => rows().length).toBe(1);
  });

  it("shows the mock's message when the list fails", async () => {
    server.use(
      http.get(`${apiBase}/__demo/garages`, () => HttpResponse.json(garages)),
      http.get(`${apiBase}/__demo/enquiries`, () =>
        HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'querystring/Status must be one of the allowed values',
          },
          { status: 400 },
        ),
      ),
    );
    renderWithProviders(<ListWithFilters />);
    expect(
      await screen.findByText('querystring/Status must be one of the allowed values'),
    ).toBeInTheDocument();
  });
});
