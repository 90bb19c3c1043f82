// The generated part of the seed: a few weeks of a garage's trade with its parts supplier,
// drawn from a seeded Faker so a seed and a clock time always give the same records. Ids start
// above the fixtures' (enquiries 1001, quote lines 10001, messages 101, deliveries 2).
// The en_GB locale's instance (en_GB, then en): the package root would load every locale, about
// 200 ms per process. The instance is shared, hence seeded inside the synchronous build below.
import { faker } from '@faker-js/faker/locale/en_GB';
import {
  bulletinPdf,
  bulletinThumbnailPng,
  logoPng,
  partPhotoPng,
  type BulletinPdfInput,
  type PhotoVariant,
  type ThumbnailMotif,
} from './assets.ts';
import {
  bradfordDropPoints,
  cantSupplyReasons,
  consumables,
  generalMakeCode,
  jobs,
  leedsDropPoints,
  noteExtras,
  partListTemplates,
  parts,
  pennineBranches,
  returnReasons,
  shannonBranches,
  vehicles,
  type Branch,
  type CatalogueItem,
  type Fuel,
  type VehicleModel,
} from './catalogue.ts';
import type { Collections } from './collections.ts';
import type { SeedOptions } from './seed.ts';
import { fixtures } from './seed-fixtures.ts';

type Input<K extends keyof Collections> = Parameters<Collections[K]['create']>[0];
type Enquiry = Input<'enquiries'>;
type QuoteLine = Input<'quoteLines'>;
type Status = Enquiry['Status'];
type Garage = ReturnType<Collections['garages']['all']>[number];

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

export const demoIds = { enquiries: 1001, quoteLines: 10001, messages: 101, deliveries: 2 };

type Spec = {
  garage: number;
  status: Status;
  count: number;
  /** Age range in whole days; 37 and over fall outside the portal's default 36-day window. */
  days: readonly [number, number];
  consumables?: boolean;
  backordered?: boolean;
  cantSupply?: boolean;
  /** Ordered and due on a van that is out now. */
  dueToday?: boolean;
};

const { kirkstall, headingley, bradford, limerick } = fixtures.garages;

const specs: readonly Spec[] = [
  // Kirkstall Road Garage is the demo user's: every status, and most of the data.
  { garage: kirkstall, status: 'Waiting', count: 4, days: [0, 1] },
  { garage: kirkstall, status: 'Waiting', count: 1, days: [0, 0], consumables: true },
  { garage: kirkstall, status: 'Order', count: 4, days: [0, 1] },
  { garage: kirkstall, status: 'Quoted', count: 8, days: [0, 12] },
  { garage: kirkstall, status: 'Quoted', count: 2, days: [2, 9], backordered: true },
  { garage: kirkstall, status: 'Garage Confirmed', count: 3, days: [0, 3] },
  { garage: kirkstall, status: 'Garage Confirmed', count: 1, days: [1, 4], backordered: true },
  { garage: kirkstall, status: 'Ordered', count: 3, days: [0, 1], dueToday: true },
  {
    garage: kirkstall,
    status: 'Ordered',
    count: 1,
    days: [0, 1],
    dueToday: true,
    consumables: true,
  },
  { garage: kirkstall, status: 'Ordered', count: 3, days: [1, 6] },
  { garage: kirkstall, status: 'Ordered', count: 1, days: [3, 8], backordered: true },
  { garage: kirkstall, status: 'Cancelled', count: 3, days: [1, 30] },
  { garage: kirkstall, status: 'Cancelled', count: 3, days: [1, 30], cantSupply: true },
  { garage: kirkstall, status: 'Archived', count: 10, days: [7, 35] },
  { garage: kirkstall, status: 'Archived', count: 2, days: [37, 40] },
  { garage: kirkstall, status: 'Cancelled', count: 1, days: [37, 40] },
  // Headingley shares account PMF1001, so these show in Kirkstall's global list.
  { garage: headingley, status: 'Waiting', count: 1, days: [0, 1] },
  { garage: headingley, status: 'Order', count: 1, days: [0, 2] },
  { garage: headingley, status: 'Quoted', count: 2, days: [0, 4] },
  { garage: headingley, status: 'Ordered', count: 1, days: [0, 1], dueToday: true },
  { garage: headingley, status: 'Ordered', count: 1, days: [1, 4] },
  { garage: headingley, status: 'Cancelled', count: 1, days: [2, 20] },
  { garage: headingley, status: 'Archived', count: 2, days: [7, 30] },
  { garage: bradford, status: 'Waiting', count: 1, days: [0, 1] },
  { garage: bradford, status: 'Quoted', count: 1, days: [0, 6] },
  { garage: bradford, status: 'Quoted', count: 1, days: [1, 6], backordered: true },
  { garage: bradford, status: 'Garage Confirmed', count: 1, days: [0, 3] },
  { garage: bradford, status: 'Ordered', count: 1, days: [0, 1], dueToday: true },
  { garage: bradford, status: 'Ordered', count: 1, days: [1, 5] },
  { garage: bradford, status: 'Cancelled', count: 1, days: [2, 25], cantSupply: true },
  { garage: bradford, status: 'Archived', count: 2, days: [7, 35] },
  { garage: bradford, status: 'Archived', count: 1, days: [37, 40] },
  // Limerick: euro prices and Irish registrations.
  { garage: limerick, status: 'Waiting', count: 1, days: [0, 1] },
  { garage: limerick, status: 'Quoted', count: 1, days: [0, 5] },
  { garage: limerick, status: 'Ordered', count: 1, days: [1, 5] },
  { garage: limerick, status: 'Archived', count: 1, days: [8, 30] },
];

/** Share of enquiries in each status that have a message thread. */
const threadChance: Record<Status, number> = {
  Waiting: 0.35,
  Order: 0.35,
  Quoted: 0.7,
  'Garage Confirmed': 0.6,
  Ordered: 0.6,
  Cancelled: 0.6,
  Archived: 0.3,
};
const photoThreads = 5;

type ChatLine = readonly [fromGarage: boolean, text: string, photo?: PhotoVariant];
type ChatContext = { part: string; brand: string; town: string; eta: string | null; vin: string };

const chats: Record<Status, readonly ((c: ChatContext) => ChatLine[])[]> = {
  Waiting: [
    () => [
      [true, "Customer's waiting on this one, any idea on price?"],
      [false, 'Just checking stock now, quote in ten minutes.'],
    ],
    (c) => [
      [true, `Can you make sure the ${c.part} will fit the facelift model?`],
      [false, "Will do. What's the VIN?"],
      [true, `Last seven are ${c.vin}`],
    ],
    () => [[true, 'Any chance of this on the dinner time run?']],
  ],
  Order: [
    (c) => [
      [true, `Need the ${c.part} today if at all possible.`],
      [false, `No problem, we'll get it sent over from ${c.town}.`],
    ],
    () => [[true, 'Car is on the ramp, how long will this be?']],
  ],
  Quoted: [
    (c) => [
      [true, `OE or pattern on the ${c.part}?`],
      [false, `Pattern, ${c.brand}. OE is dealer only and about three times the price.`],
      [true, "Pattern's fine, thanks."],
    ],
    () => [
      [true, 'Can you do anything on the price? Got two in for the same job this week.'],
      [false, "Best I can do is 5% off if you take both. I'll put a note on the account."],
    ],
    (c) => [[false, `Quoted ${c.brand} for the ${c.part}, it would come over from ${c.town}.`]],
    (c) => [
      [true, `Is there a fitting kit with the ${c.part}?`],
      [false, 'Yes, bolts and clips are in the box.'],
      [true, 'Spot on.'],
      [false, "Tick what you want and we'll get it on the van."],
    ],
  ],
  'Garage Confirmed': [
    () => [
      [true, 'Confirmed. Can it come on the next van?'],
      [false, "Yes, it'll be on the next run out."],
    ],
    (c) => [
      [
        false,
        `We're sending the ${c.part} over from ${c.town}, the rest is on this morning's van.`,
      ],
      [true, "No problem, car's not going anywhere."],
    ],
  ],
  Ordered: [
    (c) => [
      [true, 'What time will the driver be here?'],
      [
        false,
        c.eta
          ? `Driver's loaded, should be with you by ${c.eta}.`
          : "It'll be on the first van out on the due date.",
      ],
    ],
    () => [
      [true, 'Can it come on the next van?'],
      [false, "Yes, it's on the next run."],
      [true, 'Cheers'],
    ],
    (c) => [
      [false, `We're sending the ${c.part} from ${c.town}, the rest is on the van now.`],
      [true, 'No problem.'],
    ],
  ],
  Cancelled: [
    () => [
      [true, "Customer's gone elsewhere, can you cancel please?"],
      [false, 'No problem, cancelled.'],
    ],
    () => [
      [false, "Sorry, we can't get hold of this one. Try the main dealer."],
      [true, 'Will do, thanks for looking.'],
    ],
  ],
  Archived: [
    () => [
      [true, 'All fitted, thanks.'],
      [false, 'Cheers!'],
    ],
    (c) => [
      [true, `Wrong size ${c.part} came, can you swap it?`],
      [false, 'Driver will collect it tomorrow and drop the right one off.'],
      [true, 'Thanks'],
    ],
  ],
};

const photoChat = (status: Status, c: ChatContext, photo: PhotoVariant): ChatLine[] =>
  status === 'Waiting' || status === 'Order' || status === 'Quoted'
    ? [
        [true, "Photo of the old one attached, the part number's worn off.", photo],
        [
          false,
          status === 'Quoted' ? "Thanks, that's the one we've quoted." : 'Thanks, checking now.',
        ],
      ]
    : [
        [false, `Here's what we've got at ${c.town} for the ${c.part}, does it match?`, photo],
        [true, "Yes, that's the one."],
      ];

/** The photo that suits a job: what the garage would snap of the old part. */
const photoFor = (item: CatalogueItem): PhotoVariant | null =>
  item.name.includes('disc')
    ? 'disc'
    : item.name.includes('pads')
      ? 'pads'
      : item.name.includes('filter')
        ? 'filter'
        : /belt|pump/i.test(item.name)
          ? 'belt'
          : null;

type BulletinSpec = {
  title: string;
  motif: ThumbnailMotif;
  banner: string;
  paragraphs: (percent: number) => string[];
  document?: false;
  expired?: true;
  account?: string;
};

const bulletinSpecs: readonly BulletinSpec[] = [
  {
    title: 'Winter battery check: money off Varta and Bosch batteries',
    motif: 'battery',
    banner: '#b91c1c',
    paragraphs: (p) => [
      `${p}% off every Varta and Bosch battery while stocks last, with free battery testing at every branch.`,
      'Bring your old batteries back on the van: we recycle them and credit the core charge.',
    ],
  },
  {
    title: 'Brake Week: Mintex pads and discs',
    motif: 'disc',
    banner: '#1d4ed8',
    paragraphs: (p) => [
      `Save ${p}% on Mintex pads, discs and shoes, and get a free tin of brake cleaner with every five pairs of discs.`,
      'Same-day delivery on orders placed before 2pm.',
    ],
  },
  {
    title: 'Castrol EDGE 5W-30: buy four 5L, get one free',
    motif: 'drop',
    banner: '#b45309',
    paragraphs: () => [
      'Buy any four 5 litre Castrol EDGE 5W-30 and the fifth is on us.',
      'Mix and match across EDGE and MAGNATEC grades.',
    ],
  },
  {
    title: 'Free delivery on orders over £50',
    motif: 'percent',
    banner: '#0f766e',
    paragraphs: () => [],
    document: false,
  },
  {
    title: 'Our new Huddersfield branch is open',
    motif: 'pin',
    banner: '#7c3aed',
    paragraphs: () => [
      'Our Huddersfield branch (HUD) is now open on Leeds Road, with over 20,000 lines on the shelf.',
      'Stock at Huddersfield now shows on every quote, so more parts can come same day.',
    ],
  },
  {
    title: 'PMF1001 account offer: Bosch Aerotwin wiper blades',
    motif: 'percent',
    banner: '#be185d',
    paragraphs: (p) => [
      `As a valued account customer, take ${p}% off Bosch Aerotwin wiper blades this month.`,
      'The discount is applied automatically to your quotes.',
    ],
    account: fixtures.accounts.pennineLeeds,
  },
  {
    title: 'Extended Saturday opening hours',
    motif: 'calendar',
    banner: '#374151',
    paragraphs: () => [
      'Leeds and Bradford branches now open 8am to 4pm on Saturdays, with vans running until 3pm.',
    ],
  },
  {
    title: 'Autumn clutch kit promotion: LuK and Valeo',
    motif: 'percent',
    banner: '#1e3a8a',
    paragraphs: (p) => [
      `${p}% off LuK and Valeo clutch kits and dual mass flywheels.`,
      'Free clutch alignment tool with every kit.',
    ],
    expired: true,
  },
];

/** Every seeded registration: the test checks each against these. */
export const registrationPatterns = {
  uk: /^[A-HJ-PR-Y]{2}\d{2} [A-HJ-PR-Y]{3}$/,
  ukPrefix: /^[PRSTVWXY]\d{1,3} [A-HJ-PR-Y]{3}$/,
  irish: /^\d{2}[12] (?:L|CE|C|D) \d{1,5}$/,
};
/** DVLA letters: no I, Q or Z. */
const plateLetters = 'ABCDEFGHJKLMNOPRSTUVWXY';

const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
const iso = (ms: number) => new Date(ms).toISOString();
const londonTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
});
const displayDate = (ms: number) => {
  const date = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
};
const jitter = ([lat, lon]: readonly [number, number]): [number, number] => [
  Number((lat + faker.number.float({ min: -0.004, max: 0.004 })).toFixed(5)),
  Number((lon + faker.number.float({ min: -0.006, max: 0.006 })).toFixed(5)),
];

type StockKind = 'own' | 'elsewhere' | 'none';

/**
 * Every record of the demo data, built without touching the store so that the Faker calls run
 * in one synchronous stretch and cannot interleave with another seed's.
 */
function buildDemoData(seed: number, now: number, db: Collections) {
  const f = faker;
  f.seed(seed);
  const midnight = now - (now % day);
  const garages = new Map<number, Garage>(db.garages.all().map((g) => [g.GarageId, g]));
  const garage = (id: number): Garage => {
    const found = garages.get(id);
    if (!found) throw new Error(`Demo seed needs fixture garage ${id}`);
    return found;
  };
  const isShannon = (g: Garage) => g.CompanyId === fixtures.companies.shannon;
  const branchesOf = (g: Garage): readonly Branch[] =>
    isShannon(g) ? shannonBranches : pennineBranches;
  const otherTown = (g: Garage) =>
    f.helpers.arrayElement(branchesOf(g).filter((b) => b.code !== g.FactorBranch)).town;

  // Part numbers: one per part, vehicle and brand, never one the fixtures already use.
  const takenParts = new Set([
    ...db.quoteLines.all().map((l) => l.PartNumber),
    ...db.stock.all().map((s) => s.Part),
  ]);
  const partNumbers = new Map<string, string>();
  const partNumber = (item: CatalogueItem, makeCode: string, model: string, brand: string) => {
    const key = [item.name, makeCode, model, brand].join('|');
    let number = partNumbers.get(key);
    while (!number || takenParts.has(number)) {
      number = `${item.prefix}-${makeCode}-${String(f.number.int({ min: 10, max: 9999 })).padStart(4, '0')}`;
    }
    if (!partNumbers.has(key)) {
      partNumbers.set(key, number);
      takenParts.add(number);
    }
    return number;
  };

  const registration = (g: Garage): string => {
    const letters = (n: number) => f.string.fromCharacters(plateLetters, n);
    const year = new Date(now).getUTCFullYear();
    if (isShannon(g)) {
      const yy = f.number.int({ min: 14, max: (year % 100) - 1 });
      const county = f.helpers.weightedArrayElement([
        { weight: 6, value: 'L' },
        { weight: 2, value: 'CE' },
        { weight: 1, value: 'C' },
        { weight: 1, value: 'D' },
      ]);
      return `${yy}${f.number.int({ min: 1, max: 2 })} ${county} ${f.number.int({ min: 1, max: 40000 })}`;
    }
    if (f.datatype.boolean(0.08)) {
      return `${f.string.fromCharacters('PRSTVWXY')}${f.number.int({ min: 1, max: 999 })} ${letters(3)}`;
    }
    // Age identifiers issued by now: March's is the year, September's the year plus 50.
    const ages: string[] = [];
    for (let y = 2008; y <= year; y++) {
      if (Date.UTC(y, 2, 1) <= now) ages.push(String(y % 100).padStart(2, '0'));
      if (Date.UTC(y, 8, 1) <= now) ages.push(String((y % 100) + 50));
    }
    const area = f.datatype.boolean(0.6) ? 'Y' : f.string.fromCharacters('ABDEFLMNSW');
    return `${area}${letters(1)}${f.helpers.arrayElement(ages)} ${letters(3)}`;
  };

  // Trading hours: today's from opening (or six hours ago) until twenty minutes ago.
  const createdAt = (days: number) =>
    days === 0
      ? f.number.int({
          min: Math.min(Math.max(midnight + 7.5 * hour, now - 6 * hour), now - 40 * minute),
          max: now - 20 * minute,
        })
      : midnight - days * day + f.number.int({ min: 7.5 * hour, max: 17.5 * hour });
  // Vans: whole minutes, set off 10-90 minutes ago and due in 20-180 minutes.
  const dueSoon = () =>
    Math.ceil(now / minute) * minute + f.number.int({ min: 20, max: 179 }) * minute;
  const dispatched = () =>
    Math.floor(now / minute) * minute - f.number.int({ min: 10, max: 89 }) * minute;

  const plans = specs
    .flatMap((spec) =>
      Array.from({ length: spec.count }, () => ({
        spec,
        created:
          Math.floor(createdAt(f.number.int({ min: spec.days[0], max: spec.days[1] })) / 1000) *
          1000,
      })),
    )
    .sort((a, b) => a.created - b.created);

  const enquiries: Enquiry[] = [];
  const quoteLines: QuoteLine[] = [];
  const prices: Input<'prices'>[] = [];
  const cantSupply: Input<'cantSupply'>[] = [];
  const threads: { enquiry: Enquiry; created: number; lines: ChatLine[] }[] = [];
  const stockPlan = new Map<string, Garage>();
  const dueToday: { enquiry: Enquiry; garage: Garage; eta: number }[] = [];
  const photoCandidates: {
    thread: (typeof threads)[number];
    status: Status;
    ctx: ChatContext;
    photo: PhotoVariant;
  }[] = [];
  let lineId = demoIds.quoteLines;

  plans.forEach(({ spec, created }, index) => {
    const EnquiryId = demoIds.enquiries + index;
    const g = garage(spec.garage);
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
    const options = items.map((item) => ({
      item,
      brand: f.helpers.arrayElement(item.brands),
      qty: f.number.int({ min: item.qty[0], max: item.qty[1] }),
    }));
    const text = options
      .map(({ item, qty }, i) => {
        const name = i ? lowerFirst(item.name) : item.name;
        return qty > 2 ? `${name} x${qty}` : name;
      })
      .join(', ');
    const alternative = f.helpers.arrayElement(options);
    const otherBrands = alternative.item.brands.filter((b) => b !== alternative.brand);
    if (options.length < 6 && otherBrands.length > 0 && f.datatype.boolean(0.3)) {
      options.push({ ...alternative, brand: f.helpers.arrayElement(otherBrands) });
    }
    const Document = quoted ? `QUO-${String(EnquiryId).padStart(6, '0')}` : null;
    const vehicleKnown = vehicle !== null && f.datatype.boolean(0.8);
    const enquiry: Enquiry = {
      EnquiryId,
      GarageId: g.GarageId,
      Reg: vehicle ? registration(g) : 'CONSUMABLES',
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
    enquiries.push(enquiry);
    if (spec.cantSupply) {
      cantSupply.push({ EnquiryId, Reason: f.helpers.arrayElement(cantSupplyReasons) });
    }

    let eta: number | null = null;
    if (Document) {
      const euro = isShannon(g) ? 1.17 : 1;
      const lines = options.map(({ item, brand, qty }, i): QuoteLine => {
        const unit = f.number.float({ min: item.price[0], max: item.price[1] }) * euro;
        const note =
          spec.backordered && i === 0
            ? f.helpers.arrayElement(['Due from manufacturer', 'On back order, 3-5 days'])
            : f.datatype.boolean(0.65)
              ? f.helpers.arrayElement([
                  brand,
                  `${brand}, OE quality`,
                  `${brand} from ${otherTown(g)}`,
                ])
              : null;
        return {
          ResponseDetailId: lineId++,
          ResponseHeaderId: EnquiryId + 500,
          EnquiryId,
          PartNumber: vehicle
            ? partNumber(item, vehicle.model.makeCode, vehicle.model.model, brand)
            : partNumber(item, generalMakeCode, '', brand),
          Qty: qty,
          UnitPrice: unit.toFixed(2),
          ResponseDetailNotes: note,
          DeliveryDate: null,
          Confirmed: 0,
          Document,
        };
      });
      for (const line of lines)
        if (!stockPlan.has(line.PartNumber)) stockPlan.set(line.PartNumber, g);

      // Recommended retail prices for most parts of each quote, not all.
      const unpriced =
        lines.length >= 3 && f.datatype.boolean(0.5) ? f.helpers.arrayElement(lines) : null;
      for (const line of lines) {
        if (line === unpriced) continue;
        const rrp =
          Math.ceil(Number(line.UnitPrice) * f.number.float({ min: 1.35, max: 1.7 })) - 0.01;
        prices.push({ Document, Part: line.PartNumber, RRP: Math.round(rrp * 100) / 100 });
      }

      if (spec.status !== 'Quoted') {
        // The garage ticked most lines; the supplier gave each a delivery date.
        const skipped =
          lines.length >= 3 && f.datatype.boolean(0.4) ? f.helpers.arrayElement(lines) : null;
        const laterDay = (min: number, max: number) =>
          midnight + f.number.int({ min, max }) * day + f.number.int({ min: 8, max: 16 }) * hour;
        eta = spec.dueToday ? dueSoon() : spec.backordered ? laterDay(5, 10) : laterDay(1, 4);
        const dueAt = eta;
        const confirmed = lines.filter((l) => l !== skipped);
        const lateLine = confirmed.length >= 3 && f.datatype.boolean(0.4) ? confirmed.at(-1) : null;
        for (const line of confirmed) {
          line.Confirmed = 1;
          line.DeliveryDate = iso(line === lateLine ? laterDay(1, 2) + day : dueAt);
        }
        if (spec.status === 'Ordered') {
          enquiry.Eta = iso(dueAt);
          if (spec.dueToday) dueToday.push({ enquiry, garage: g, eta: dueAt });
        }
      }
      quoteLines.push(...lines);
    }

    if (spec.consumables || !f.datatype.boolean(threadChance[spec.status])) return;
    const first = options[0] ?? alternative;
    const ctx: ChatContext = {
      part: lowerFirst(first.item.name),
      brand: first.brand,
      town: otherTown(g),
      eta: eta === null ? null : londonTime.format(eta),
      vin: f.vehicle.vin().slice(-7),
    };
    const pool = chats[spec.status].filter(
      (_, i) => spec.status !== 'Cancelled' || (i === 1) === Boolean(spec.cantSupply),
    );
    const thread = { enquiry, created, lines: f.helpers.arrayElement(pool)(ctx) };
    threads.push(thread);
    const photo = photoFor(first.item);
    if (photo) photoCandidates.push({ thread, status: spec.status, ctx, photo });
  });

  // A handful of threads start with a photo of the part.
  for (const { thread, status, ctx, photo } of f.helpers.arrayElements(
    photoCandidates,
    Math.min(photoThreads, photoCandidates.length),
  )) {
    thread.lines = [...photoChat(status, ctx, photo), ...thread.lines];
  }

  // Message times: a few minutes to an hour apart (sometimes seconds), all before now.
  const timed: { enquiryId: number; at: number; line: ChatLine }[] = [];
  for (const { enquiry, created, lines } of threads) {
    let at = created + f.number.int({ min: 3 * minute, max: 90 * minute });
    const times = lines.map(() => {
      const t = at;
      at += f.datatype.boolean(0.25)
        ? f.number.int({ min: 20_000, max: 55_000 })
        : f.number.int({ min: minute, max: 45 * minute });
      return t;
    });
    const last = times.at(-1) ?? created;
    const latest = now - minute;
    const squeeze = last > latest ? (latest - created) / (last - created) : 1;
    lines.forEach((line, i) => {
      timed.push({
        enquiryId: enquiry.EnquiryId,
        at: Math.floor((created + ((times[i] ?? created) - created) * squeeze) / 1000) * 1000,
        line,
      });
    });
    enquiry.MessageCount = lines.length;
    // Unread: the supplier's latest replies, if the garage has not been back since.
    const trailing = lines.length - 1 - lines.findLastIndex(([fromGarage]) => fromGarage);
    enquiry.GarageUnread = now - Math.min(last, latest) < 3 * day ? trailing : 0;
  }
  timed.sort((a, b) => a.at - b.at);
  const messages: Input<'messages'>[] = [];
  const images: Input<'images'>[] = [];
  timed.forEach(({ enquiryId, at, line: [fromGarage, Text, photo] }, i) => {
    const MessageId = demoIds.messages + i;
    const BlobStorageId = photo ? `msg-${MessageId}` : null;
    messages.push({
      MessageId,
      EnquiryId: enquiryId,
      Text,
      Datetime: iso(at),
      BlobStorageId,
      Garage: fromGarage,
      Factor: !fromGarage,
    });
    if (photo && BlobStorageId)
      images.push({ Key: BlobStorageId, ContentType: 'image/png', Bytes: partPhotoPng(photo) });
  });

  // Stock for every quoted part: in at the company's main branch, only at others, or nowhere.
  const stock: Input<'stock'>[] = [];
  const planned = [...stockPlan];
  const kinds = planned.map(() =>
    f.helpers.weightedArrayElement<StockKind>([
      { weight: 5, value: 'own' },
      { weight: 3, value: 'elsewhere' },
      { weight: 2, value: 'none' },
    ]),
  );
  // Each kind at least once among Pennine's parts, where the demo user's LEE branch decides.
  const pennineParts = planned.flatMap(([, g], i) => (isShannon(g) ? [] : [i]));
  f.helpers.arrayElements(pennineParts, 3).forEach((i, k) => {
    kinds[i] = (['own', 'elsewhere', 'none'] as const)[k] ?? 'own';
  });
  planned.forEach(([Part, g], i) => {
    const [main, ...others] = branchesOf(g);
    if (!main) return;
    const kind = kinds[i] ?? 'own';
    const row = (branch: Branch, Stock: number) => stock.push({ Part, Branch: branch.code, Stock });
    if (kind === 'own') {
      row(main, f.number.int({ min: 1, max: 12 }));
      for (const b of f.helpers.arrayElements(others, { min: 2, max: others.length }))
        row(b, f.number.int({ min: 0, max: 9 }));
    } else if (kind === 'elsewhere') {
      if (others.length < 3 || f.datatype.boolean(0.5)) row(main, 0);
      const stocked = f.helpers.arrayElement(others);
      for (const b of others)
        row(b, b === stocked ? f.number.int({ min: 1, max: 8 }) : f.number.int({ min: 0, max: 4 }));
    } else if (f.datatype.boolean(0.5)) {
      for (const b of [main, ...others]) row(b, 0);
    }
  });

  // Vans out now: one for each order due today, and a few for walk-in or phoned-in orders.
  let invoice = f.number.int({ min: 780_000, max: 789_000 });
  const invoices = () =>
    Array.from(
      { length: f.number.int({ min: 1, max: 3 }) },
      () => `INV-${(invoice += f.number.int({ min: 1, max: 40 }))}`,
    );
  const randomParts = () =>
    Array.from({ length: f.number.int({ min: 1, max: 3 }) }, () => {
      const model = f.helpers.arrayElement(vehicles);
      const item = f.helpers.arrayElement(Object.values(parts));
      return {
        Part: partNumber(item, model.makeCode, model.model, f.helpers.arrayElement(item.brands)),
        Qty: f.number.int({ min: item.qty[0], max: item.qty[1] }),
      };
    });
  const deliveries: Input<'deliveries'>[] = [];
  const van = (
    account: string,
    EnquiryId: number | null,
    PartInfo: { Part: string; Qty: number }[],
    eta: number,
    notBefore: number,
  ) => {
    deliveries.push({
      DeliveryId: demoIds.deliveries + deliveries.length,
      CustomerKeyCode: account,
      EnquiryId,
      Document: invoices(),
      PartInfo,
      Date: iso(Math.max(Math.ceil(notBefore / minute + 5) * minute, dispatched())),
      Eta: eta,
      Depot: fixtures.leedsDepot,
      Loc: jitter(
        f.helpers.arrayElement(
          account === fixtures.accounts.pennineBradford ? bradfordDropPoints : leedsDropPoints,
        ),
      ),
      Delivered: false,
    });
  };
  for (const { enquiry, garage: g, eta } of dueToday) {
    if (!g.CustomerKeyCode || isShannon(g)) continue;
    const onVan = quoteLines
      .filter((l) => l.EnquiryId === enquiry.EnquiryId && l.DeliveryDate === iso(eta))
      .map((l) => ({ Part: l.PartNumber, Qty: l.Qty }));
    van(g.CustomerKeyCode, enquiry.EnquiryId, onVan, eta, Date.parse(enquiry.DatetimeCreated));
  }
  const walkIns = [
    ...Array.from({ length: 2 }, () => fixtures.accounts.pennineLeeds),
    fixtures.accounts.pennineBradford,
  ];
  for (const account of walkIns) {
    van(account, null, randomParts(), dueSoon(), 0);
  }

  // Returns: three months of them, and a few older for the summary to leave out.
  const returns: Input<'returns'>[] = [];
  const returnsFor = (account: string, recent: number, old: number) => {
    const ages = [
      ...Array.from({ length: recent }, () => f.number.int({ min: 1, max: 85 })),
      ...Array.from({ length: old }, () => f.number.int({ min: 100, max: 160 })),
    ];
    for (const age of ages) {
      returns.push({
        CustomerKeyCode: account,
        DateTime: iso(midnight - age * day + f.number.int({ min: 8 * hour, max: 17 * hour })),
        Parts: randomParts().map(({ Part, Qty }) => ({
          PartNo: Part,
          Qty: Math.min(Qty, 2),
          Reason: f.helpers.arrayElement(returnReasons),
        })),
      });
    }
  };
  returnsFor(fixtures.accounts.pennineLeeds, 10, 3);
  returnsFor(fixtures.accounts.pennineBradford, 5, 2);
  returns.sort((a, b) => Date.parse(a.DateTime) - Date.parse(b.DateTime));

  // Saved part lists: a few per garage, none named like one the garage already has.
  const partLists: Input<'partLists'>[] = [];
  for (const [garageId, count] of [
    [kirkstall, 4],
    [headingley, 3],
    [bradford, 3],
  ] as const) {
    const existing = new Set(
      db.partLists.findMany((q) => q.where({ GarageId: garageId })).map((l) => l.PartGroup),
    );
    const lists = f.helpers.arrayElements(
      partListTemplates.filter((t) => !existing.has(t.name)),
      count,
    );
    for (const list of lists) {
      for (const PartList of list.parts)
        partLists.push({ GarageId: garageId, PartGroup: list.name, PartList });
    }
  }

  // Bulletins, each with its thumbnail and (bar one) its PDF under the public path.
  const pennine = db.companies.findFirst((q) => q.where({ CompanyID: fixtures.companies.pennine }));
  if (!pennine) throw new Error('Demo seed needs the fixture company Pennine');
  const bulletins: Input<'bulletins'>[] = [];
  const assets: Input<'assets'>[] = [];
  const pdfs: { Key: string; input: BulletinPdfInput }[] = [];
  bulletinSpecs.forEach((spec, i) => {
    const BulletinId = i + 1;
    const at9 = (days: number) => midnight + days * day + 9 * hour;
    const uploaded = spec.expired
      ? at9(-f.number.int({ min: 45, max: 60 }))
      : at9(-f.number.int({ min: 2, max: 35 }));
    const expires = spec.expired
      ? at9(-f.number.int({ min: 1, max: 5 }))
      : at9(f.number.int({ min: 7, max: 45 }));
    const ThumbnailPath = `/assets/bulletins/${BulletinId}/thumbnail.png`;
    const FilePath =
      spec.document === false ? null : `/assets/bulletins/${BulletinId}/document.pdf`;
    bulletins.push({
      BulletinId,
      Title: spec.title,
      ThumbnailPath,
      FilePath,
      UploadedAt: iso(uploaded),
      ExpiryTime: iso(expires),
      CustomerKeyCode: spec.account ?? null,
    });
    assets.push({
      Key: ThumbnailPath,
      ContentType: 'image/png',
      Bytes: bulletinThumbnailPng(spec.banner, spec.motif),
    });
    if (FilePath) {
      pdfs.push({
        Key: FilePath,
        input: {
          supplier: pennine.CompanyName,
          colour: pennine.ConnectPlusColor,
          title: spec.title,
          paragraphs: [
            ...spec.paragraphs(f.helpers.arrayElement([10, 15, 20, 25])),
            'Call your local branch on 0113 496 0000 or order through the portal.',
          ],
          issued: displayDate(uploaded),
          expires: displayDate(expires),
        },
      });
    }
  });

  // Company logos, in each company's colour.
  for (const company of db.companies.all()) {
    images.push({
      Key: company.CompanyBrandingBlobStorageID,
      ContentType: 'image/png',
      Bytes: logoPng(
        company.ConnectPlusColor,
        company.CompanyID === fixtures.companies.shannon ? 'waves' : 'peaks',
      ),
    });
  }

  return {
    enquiries,
    quoteLines,
    prices,
    cantSupply,
    messages,
    images,
    stock,
    deliveries,
    returns,
    partLists,
    bulletins,
    assets,
    pdfs,
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
}
