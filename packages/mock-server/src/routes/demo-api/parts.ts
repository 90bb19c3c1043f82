import { Query } from '@msw/data';
import type { operations } from '@garage/api-types/demo-api';
// The demo API's parts catalogue (records/seeding/parts-catalogue.ts): what a quote line is made of.
import { pennineBranches, shannonBranches } from '../../records/data/branches.ts';
import type { OperationHandlers } from '@garage/openapi-checks/handlers';

const maxResults = 20;
/** Every branch of the supplier, so a part out of stock somewhere shows a 0 there. */
const branches = [...pennineBranches, ...shannonBranches].map((branch) => branch.code);

export const partHandlers: OperationHandlers<operations, 'demoSearchParts'> = {
  async demoSearchParts(request) {
    const { db } = request.world;
    const text = request.query.search.toLowerCase();
    const found = db.catalogue
      .findMany(
        new Query(
          (part) =>
            part.PartNumber.toLowerCase().includes(text) ||
            part.Description.toLowerCase().includes(text),
        ),
      )
      .sort((a, b) => (a.PartNumber < b.PartNumber ? -1 : a.PartNumber > b.PartNumber ? 1 : 0))
      .slice(0, maxResults);
    return found.map(({ PartNumber, Description, TradePrice, RRP }) => {
      const stocked = new Map(
        db.stock
          .findMany(new Query((record) => record.Part === PartNumber))
          .map((s) => [s.Branch, s.Stock]),
      );
      return {
        PartNumber,
        Description,
        TradePrice,
        RRP,
        Stock: branches.map((Branch) => ({ Branch, Qty: stocked.get(Branch) ?? 0 })),
      };
    });
  },
};
