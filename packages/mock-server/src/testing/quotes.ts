import { Query } from '@msw/data';
import type { FastifyInstance } from 'fastify';
import { fixtures } from '../records/data/fixtures.ts';

/** Quote lines and stock of the app `getApp` answers, and confirming lines through its API. */
export function quoteHelpers(getApp: () => FastifyInstance) {
  function quoteLine(ResponseDetailId: number) {
    return getApp().world.db.quoteLines.findFirst(
      new Query((record) => record.ResponseDetailId === ResponseDetailId),
    );
  }

  /** A confirmation of a seeded quote line exactly as the portal sends it. */
  function confirmation(ResponseDetailID: number, overrides: Record<string, unknown> = {}) {
    const line = quoteLine(ResponseDetailID);
    if (!line) throw new Error(`no seeded quote line ${ResponseDetailID}`);
    return {
      Qty: line.Qty,
      ResponseDetailID,
      UserID: fixtures.users.dave,
      ResponseHeaderID: line.ResponseHeaderId,
      EnquiryID: line.EnquiryId,
      Confirmed: 1,
      ...overrides,
    };
  }

  function confirm(headers: Record<string, string>, payload: unknown) {
    return getApp().inject({
      method: 'POST',
      url: '/api/connectplus/response/conf',
      headers,
      payload: payload as Record<string, unknown>[],
    });
  }

  async function setStock(Part: string, Branch: string, Stock: number) {
    const { stock } = getApp().world.db;
    stock.deleteMany(new Query((record) => record.Part === Part && record.Branch === Branch));
    await stock.create({ Part, Branch, Stock });
  }

  return { quoteLine, confirmation, confirm, setStock };
}
