// The enquiries: when each came in, what the garage asked for and for which vehicle. Each is
// quoted and given its thread as it is made, so Faker's draws keep the order the seed relies on.
import { consumables, jobs, parts, type CatalogueItem } from '../../data/parts.ts';
import { vehicles, type Fuel, type VehicleModel } from '../../data/vehicles.ts';
import { cantSupplyReasons, noteExtras } from '../../data/wording.ts';
import type { GarageRecord, NewRecord } from '../../record-types.ts';
import {
  day,
  demoIds,
  hour,
  iso,
  lowerFirst,
  minute,
  type RequestedPart,
  type SeedContext,
} from './context.ts';
import { quoteEnquiry, type Quotes } from './quotes.ts';
import { registration } from './registration.ts';
import { specs, type Spec } from './specs.ts';
import { startThread, type Threads } from './threads.ts';

export function seedEnquiries(ctx: SeedContext) {
  const enquiries: NewRecord<'enquiries'>[] = [];
  const cantSupply: NewRecord<'cantSupply'>[] = [];
  const quotes: Quotes = { quoteLines: [], prices: [], stockPlan: new Map(), dueToday: [] };
  const threads: Threads = { threads: [], photoCandidates: [] };
  planEnquiries(ctx).forEach(({ spec, created }, index) => {
    const g = ctx.garage(spec.garage);
    const { enquiry, model, requested, first } = draftEnquiry(
      ctx,
      { spec, created, garage: g },
      demoIds.enquiries + index,
    );
    enquiries.push(enquiry);
    if (spec.cantSupply) {
      cantSupply.push({
        EnquiryId: enquiry.EnquiryId,
        Reason: ctx.faker.helpers.arrayElement(cantSupplyReasons),
      });
    }
    const eta = quoteEnquiry(ctx, quotes, { enquiry, spec, garage: g, model, requested });
    startThread(ctx, threads, { enquiry, created, spec, garage: g, first, eta });
  });
  return { enquiries, cantSupply, ...quotes, threads };
}

/** Every enquiry's spec and creation time, oldest first: the order of their ids. */
function planEnquiries({ faker: f, now, midnight }: SeedContext) {
  // Trading hours: today's from opening (or six hours ago) until twenty minutes ago.
  const createdAt = (days: number) =>
    days === 0
      ? f.number.int({
          min: Math.min(Math.max(midnight + 7.5 * hour, now - 6 * hour), now - 40 * minute),
          max: now - 20 * minute,
        })
      : midnight - days * day + f.number.int({ min: 7.5 * hour, max: 17.5 * hour });
  return specs
    .flatMap((spec) =>
      Array.from({ length: spec.count }, () => ({
        spec,
        created:
          Math.floor(createdAt(f.number.int({ min: spec.days[0], max: spec.days[1] })) / 1000) *
          1000,
      })),
    )
    .sort((a, b) => a.created - b.created);
}

/** The enquiry as the garage sent it, and the parts the supplier will quote for. */
function draftEnquiry(
  ctx: SeedContext,
  { spec, created, garage: g }: { spec: Spec; created: number; garage: GarageRecord },
  EnquiryId: number,
) {
  const f = ctx.faker;
  const delivery = f.helpers.arrayElement(['[SAME DAY] ', '[NEXT DAY] ']);
  const quoted = ['Quoted', 'Garage Confirmed', 'Ordered'].includes(spec.status);

  let vehicle: { model: VehicleModel; engine: string; fuel: Fuel } | null = null;
  let items: CatalogueItem[];
  let extra = '';
  if (spec.consumables) {
    items = f.helpers.arrayElements(consumables, { min: 2, max: 4 });
    if (f.datatype.boolean(0.5)) extra = 'Usual brands please';
  } else {
    const model = f.helpers.arrayElement(vehicles);
    const [engine, fuel] = f.helpers.arrayElement(model.engines);
    vehicle = { model, engine, fuel };
    const fits = (key: keyof typeof parts) => {
      const needs = parts[key].fuel;
      return !needs || needs === fuel || (needs === 'Petrol' && fuel === 'Hybrid');
    };
    const job = f.helpers.arrayElement(jobs.filter((j) => j.parts.every(fits)));
    items = job.parts.map((key) => parts[key]);
    if (f.datatype.boolean(0.5)) extra = job.note ?? f.helpers.arrayElement(noteExtras);
  }
  // What the garage asked for; the quote has one line per part, sometimes two brands of one.
  const requested: RequestedPart[] = items.map((item) => ({
    item,
    brand: f.helpers.arrayElement(item.brands),
    qty: f.number.int({ min: item.qty[0], max: item.qty[1] }),
  }));
  const text = requested
    .map(({ item, qty }, i) => {
      const name = i ? lowerFirst(item.name) : item.name;
      return qty > 2 ? `${name} x${qty}` : name;
    })
    .join(', ');
  const alternative = f.helpers.arrayElement(requested);
  const otherBrands = alternative.item.brands.filter((b) => b !== alternative.brand);
  if (requested.length < 6 && otherBrands.length > 0 && f.datatype.boolean(0.3)) {
    requested.push({ ...alternative, brand: f.helpers.arrayElement(otherBrands) });
  }
  const Document = quoted ? `QUO-${String(EnquiryId).padStart(6, '0')}` : null;
  const vehicleKnown = vehicle !== null && f.datatype.boolean(0.8);
  const enquiry: NewRecord<'enquiries'> = {
    EnquiryId,
    GarageId: g.GarageId,
    Reg: vehicle ? registration(ctx, g) : 'CONSUMABLES',
    Parts: text,
    Notes: vehicle
      ? `${delivery}${extra}\n\n(${vehicle.model.make}, ${vehicle.model.model})`
      : `${delivery}${extra}`,
    Status: spec.status,
    MessageCount: 0,
    GarageUnread: 0,
    DatetimeCreated: iso(created),
    Date: iso(created),
    Make: vehicle?.model.make ?? null,
    Model: vehicle?.model.model ?? null,
    Engine: vehicle && vehicleKnown ? vehicle.engine : null,
    GBox:
      vehicle && vehicleKnown
        ? vehicle.fuel === 'Hybrid' || f.datatype.boolean(0.25)
          ? 'Automatic'
          : 'Manual'
        : null,
    Fuel: vehicle && vehicleKnown ? vehicle.fuel : null,
    Document,
    Eta: null,
    BlobStorageId: null,
    Backordered: spec.backordered ?? false,
  };
  return {
    enquiry,
    model: vehicle?.model ?? null,
    requested,
    first: requested[0] ?? alternative,
  };
}
