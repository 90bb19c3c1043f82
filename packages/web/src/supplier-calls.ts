// The portal's supplier calls, for other packages: the Pact consumer tests
// (packages/contracts) drive the portal's own client and fetchers through this one door.
// The portal's own code imports the files themselves, never this module, so its bundles keep
// only what each screen uses.
export { ApiError } from '@garage/app-kit';
export { createApiClient, type ApiClient } from './lib/api-client.ts';
export { DeviceNotActivatedError } from './lib/auth-token.ts';
export { toFormData } from './lib/form-data.ts';
export type { SupplierHosts } from './config/hosts.ts';

// The session: company, user, company lookup and logo.
export { brandLogoStorageKey, getBrandLogo } from './lib/session/get-brand-logo.ts';
export { getCompanyInfo } from './lib/session/get-company-info.ts';
export { getCompanyLookup } from './lib/session/get-company-lookup.ts';
export { getGarageUser } from './lib/session/get-garage-user.ts';

// Each feature's fetchers, and the rules that shape what they send or read.
export { activateDevice } from './features/auth/api/activate-device.ts';
export { addDevice } from './features/auth/api/add-device.ts';
export { createEnquiry } from './features/enquiries/api/create-enquiry.ts';
export { getBackorderCheck } from './features/enquiries/api/get-backorder-check.ts';
export { getCantSupplyReasons } from './features/enquiries/api/get-cant-supply-reasons.ts';
export { getEnquiries } from './features/enquiries/api/get-enquiries.ts';
export { getGlobalEnquiries } from './features/enquiries/api/get-global-enquiries.ts';
export { getPartLists } from './features/enquiries/api/get-part-lists.ts';
export {
  globalEnquiriesWindow,
  myEnquiriesWindow,
} from './features/enquiries/lib/enquiry-windows.ts';
export { groupPartLists } from './features/enquiries/lib/part-lists.ts';
export { getEnquiryMessages } from './features/messages/api/get-enquiry-messages.ts';
export { sendMessage } from './features/messages/api/send-message.ts';
export { getBulletins } from './features/news/api/get-bulletins.ts';
export { confirmQuoteLines } from './features/quotes/api/confirm-quote-lines.ts';
export { getEnquiryResponses } from './features/quotes/api/get-enquiry-responses.ts';
export { getPartStock } from './features/quotes/api/get-part-stock.ts';
export { getQuoteDetails } from './features/quotes/api/get-quote-details.ts';
export { lineConfirmations } from './features/quotes/lib/order-lines.ts';
export { getReturns } from './features/returns/api/get-returns.ts';
export { getInTransit } from './features/tracking/api/get-in-transit.ts';
