// @vitest-environment jsdom
import type { Enquiry } from '@garage/api-types';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiBase, setupApiServer } from '../../../testing/api-test-server.ts';
import { makeEnquiry } from '../../../testing/make-enquiry.ts';
import {
  renderWithProviders,
  settleAndCleanup,
  stubLayoutSize,
} from '../../../testing/render-with-providers.tsx';
import { EnquiriesScreen } from './enquiries-screen.tsx';
import { EnquiryDetailPanel, type EnquiryViews } from './enquiry-detail-panel.tsx';

const server = setupApiServer();
stubLayoutSize();

afterEach(settleAndCleanup);

function answerMyEnquiries(enquiries: Enquiry[]) {
  server.use(
    http.post(`${apiBase}/api/connectplus/enquiries`, () => HttpResponse.json(enquiries)),
    http.get(`${apiBase}/api/connectplus/backordered/check/:enquiryId`, () =>
      HttpResponse.json({ exists: false }),
    ),
  );
}

// The views of the other features are the app's: here each just names itself.
const views: EnquiryViews = {
  quote: () => <p>quote view</p>,
  order: () => <p>order view</p>,
  messages: () => <p>messages view</p>,
};

const renderScreen = (selectedEnquiryId: number | undefined) =>
  renderWithProviders(
    <EnquiriesScreen
      customerKeyCode="PMF-0042"
      selectedEnquiryId={selectedEnquiryId}
      detail={
        selectedEnquiryId !== undefined && (
          <EnquiryDetailPanel
            enquiryId={selectedEnquiryId}
            customerKeyCode="PMF-0042"
            views={views}
          />
        )
      }
    />,
  );

const detail = () => screen.getByRole('region', { name: 'Enquiry detail' });

describe('EnquiriesScreen', () => {
  it('shows the list column and Please select an enquiry. without an enqId', async () => {
    answerMyEnquiries([makeEnquiry({ EnquiryId: 4, Reg: 'YK19 ABC' })]);
    renderScreen(undefined);

    expect(await screen.findByRole('link', { name: /YK19 ABC/ })).toBeInTheDocument();
    expect(detail().textContent).toBe('Please select an enquiry.');
  });

  it('shows Loading... and then the enquiry’s reg as the panel heading', async () => {
    answerMyEnquiries([makeEnquiry({ EnquiryId: 4, Reg: 'YK19 ABC' })]);
    renderScreen(4);

    // After the link back to the list, which only phones show.
    expect(detail().textContent).toBe('‹ EnquiriesLoading...');
    expect(await within(detail()).findByRole('heading', { name: 'YK19 ABC' })).toBeInTheDocument();
  });

  it('shows Enquiry not found. for an enqId in neither list', async () => {
    answerMyEnquiries([makeEnquiry({ EnquiryId: 4, Reg: 'YK19 ABC' })]);
    renderScreen(99);

    expect(await screen.findByText('Enquiry not found.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'YK19 ABC' })).not.toBeInTheDocument();
  });

  it('finds an enqId in the global list once that list is loaded', async () => {
    answerMyEnquiries([makeEnquiry({ EnquiryId: 4, Reg: 'YK19 ABC' })]);
    server.use(
      http.get(`${apiBase}/api/connectplus/getFactorEnquiries`, () =>
        HttpResponse.json([makeEnquiry({ EnquiryId: 50, Reg: 'GL15 OBE' })]),
      ),
    );
    renderScreen(50);
    expect(await screen.findByText('Enquiry not found.')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Global Enquiries' }));

    expect(await screen.findByRole('heading', { name: 'GL15 OBE' })).toBeInTheDocument();
  });
});
