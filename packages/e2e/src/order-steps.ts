// Steps of the journeys that order a quote.
import type { Page, Request } from 'playwright-core';
import { portalPath } from './harness.ts';

/** Counts the quote-confirmation calls the page makes: each is one order sent. */
export function countOrders(page: Page) {
  const orders = { count: 0 };
  page.on('request', (request: Request) => {
    if (portalPath(request.url()) === '/api/connectplus/response/conf') orders.count += 1;
  });
  return orders;
}
