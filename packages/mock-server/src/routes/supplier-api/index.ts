import type { OperationId, operations } from '@garage/api-types';
import type { OperationHandlers } from '@garage/openapi-checks/handlers';
import { authHandlers } from './auth.ts';
import { companyHandlers } from './company.ts';
import { enquiriesHandlers } from './enquiries.ts';
import { messagesHandlers } from './messages.ts';
import { newsHandlers } from './news.ts';
import { partsHandlers } from './parts.ts';
import { quotesHandlers } from './quotes.ts';
import { returnsHandlers } from './returns.ts';
import { trackingHandlers } from './tracking.ts';

/** Every operation's handler, by operationId (the type demands all of them), one file per area. */
export const handlers: OperationHandlers<operations, OperationId> = {
  ...authHandlers,
  ...companyHandlers,
  ...enquiriesHandlers,
  ...quotesHandlers,
  ...messagesHandlers,
  ...partsHandlers,
  ...trackingHandlers,
  ...returnsHandlers,
  ...newsHandlers,
};
