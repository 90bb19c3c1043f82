// The generated part of the seed: a few weeks of a garage's trade with its parts supplier,
// drawn from a seeded Faker so a seed and a clock time always give the same records. Ids start
// above the fixtures' (demoIds, in demo-data/context.ts). Each phase lives in demo-data/; they
// share one context and draw from Faker in a fixed order, so reordering them changes the data.
import { bulletinPdf } from '../assets.ts';
import type { Collections } from '../collections.ts';
import { catalogueRecords } from './parts-catalogue.ts';
import type { SeedOptions } from './seed-options.ts';
import { seedBulletins } from './demo-data/bulletins.ts';
import { createSeedContext } from './demo-data/context.ts';
import { seedEnquiries } from './demo-data/enquiries.ts';
import { companyLogos } from './demo-data/logos.ts';
import { seedPartLists } from './demo-data/part-lists.ts';
import { seedReturns } from './demo-data/returns.ts';
import { seedStock } from './demo-data/stock.ts';
import { seedMessages } from './demo-data/threads.ts';
import { seedVans } from './demo-data/vans.ts';

/**
 * Every record of the demo data, built without touching the store so that the Faker calls run
 * in one synchronous stretch and cannot interleave with another seed's.
 */
function buildDemoData(seed: number, now: number, db: Collections) {
  const ctx = createSeedContext(seed, now, db);
  const { enquiries, cantSupply, quoteLines, prices, stockPlan, dueToday, threads } =
    seedEnquiries(ctx);
  const { messages, images } = seedMessages(ctx, threads);
  const stock = seedStock(ctx, stockPlan);
  const deliveries = seedVans(ctx, dueToday, quoteLines);
  const returns = seedReturns(ctx);
  const partLists = seedPartLists(ctx);
  // The PDFs are only described here: drawing them is asynchronous (see seedDemoData).
  const { bulletins, assets, pdfs } = seedBulletins(ctx);
  const catalogue = catalogueRecords(ctx.drawnParts);
  return {
    enquiries,
    quoteLines,
    prices,
    cantSupply,
    messages,
    images: [...images, ...companyLogos(db)],
    stock,
    deliveries,
    returns,
    partLists,
    bulletins,
    assets,
    pdfs,
    catalogue,
  };
}

/** Fills the store with the demo data, on top of the fixtures. */
export async function seedDemoData(db: Collections, { seed, now }: SeedOptions): Promise<void> {
  const data = buildDemoData(seed, now, db);
  const pdfs = await Promise.all(
    data.pdfs.map(async ({ Key, input }) => ({ Key, Bytes: await bulletinPdf(input) })),
  );

  for (const record of data.enquiries) await db.enquiries.create(record);
  for (const record of data.quoteLines) await db.quoteLines.create(record);
  for (const record of data.prices) await db.prices.create(record);
  for (const record of data.cantSupply) await db.cantSupply.create(record);
  for (const record of data.messages) await db.messages.create(record);
  for (const record of data.images) await db.images.create(record);
  for (const record of data.stock) await db.stock.create(record);
  for (const record of data.deliveries) await db.deliveries.create(record);
  for (const record of data.returns) await db.returns.create(record);
  for (const record of data.partLists) await db.partLists.create(record);
  for (const record of data.bulletins) await db.bulletins.create(record);
  for (const record of data.assets) await db.assets.create(record);
  for (const { Key, Bytes } of pdfs) {
    await db.assets.create({ Key, ContentType: 'application/pdf', Bytes });
  }
  for (const record of data.catalogue) await db.catalogue.create(record);
}
