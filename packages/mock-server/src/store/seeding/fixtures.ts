// The fixed part of the seed: the records with the stable ids of data/fixtures.ts that tests,
// pact provider states and the README name. Dates are placed relative to the seed's clock time.
import type { Collections } from '../collections.ts';
import { fixtures } from '../data/fixtures.ts';
import type { NewRecord } from '../records.ts';
import type { SeedOptions } from './seed.ts';

const hour = 3_600_000;
const day = 24 * hour;

export async function seedFixtures(db: Collections, { now }: SeedOptions): Promise<void> {
  const at = (offset: number) => new Date(now + offset).toISOString();
  const { companies, garages, users, licenceCodes, accounts, enquiries } = fixtures;

  await db.companies.create({
    CompanyID: companies.pennine,
    CompanyName: 'Pennine Motor Factors',
    CurrencyCode: 'GBP',
    CompanyBrandingBlobStorageID: 'logo-company-1',
    ConnectPlusColor: '#1d4ed8',
    HasApiHost: true,
  });
  await db.companies.create({
    CompanyID: companies.shannon,
    CompanyName: 'Shannon Auto Parts',
    CurrencyCode: 'EUR',
    CompanyBrandingBlobStorageID: 'logo-company-2',
    ConnectPlusColor: '#047857',
    HasApiHost: false,
  });

  const garageRows = [
    [
      garages.kirkstall,
      companies.pennine,
      accounts.pennineLeeds,
      'LEE',
      'Kirkstall Road Garage',
      '212 Kirkstall Road\nLeeds\nLS4 2AQ',
    ],
    [
      garages.headingley,
      companies.pennine,
      accounts.pennineLeeds,
      'LEE',
      'Headingley Autocentre',
      '14 Otley Road\nLeeds\nLS6 2AL',
    ],
    [
      garages.bradford,
      companies.pennine,
      accounts.pennineBradford,
      'BRD',
      'Thornton Road Motors',
      '87 Thornton Road\nBradford\nBD1 2DX',
    ],
    [
      garages.limerick,
      companies.shannon,
      accounts.shannon,
      'LMK',
      'Dock Road Motors',
      'Unit 4, Dock Road\nLimerick\nV94 X2F6',
    ],
    [
      garages.noAccount,
      companies.pennine,
      null,
      'LEE',
      'Meanwood Service Centre',
      '3 Meanwood Road\nLeeds\nLS7 2HE',
    ],
  ] as const;
  for (const [
    GarageId,
    CompanyId,
    CustomerKeyCode,
    FactorBranch,
    GarageName,
    Address,
  ] of garageRows) {
    await db.garages.create({
      GarageId,
      CompanyId,
      CustomerKeyCode,
      FactorBranch,
      GarageName,
      Address,
      CreatedDatetime: at(-400 * day - GarageId * 37 * day),
    });
  }

  const userRows = [
    [users.dave, garages.kirkstall, 'dave.hughes', licenceCodes.dave],
    [users.sam, garages.kirkstall, 'sam.patel', licenceCodes.sam],
    [users.emma, garages.headingley, 'emma.clarke', licenceCodes.emma],
    [users.tom, garages.bradford, 'tom.walsh', licenceCodes.tom],
    [users.aoife, garages.limerick, 'aoife.byrne', licenceCodes.aoife],
    [users.lee, garages.noAccount, 'lee.morgan', licenceCodes.lee],
  ] as const;
  for (const [UserID, GarageId, GarageUserName, LicenceCode] of userRows) {
    await db.users.create({ UserID, GarageId, GarageUserName, LicenceCode });
  }

  const vehicle = { Make: null, Model: null, Engine: null, GBox: null, Fuel: null };
  const enquiry = (
    EnquiryId: number,
    GarageId: number,
    daysAgo: number,
    fields: Partial<NewRecord<'enquiries'>>,
  ) =>
    db.enquiries.create({
      EnquiryId,
      GarageId,
      Reg: '',
      Parts: '',
      Notes: '',
      Status: 'Waiting',
      MessageCount: 0,
      GarageUnread: 0,
      DatetimeCreated: at(-daysAgo * day),
      Date: at(-daysAgo * day),
      ...vehicle,
      Document: null,
      Eta: null,
      BlobStorageId: null,
      Backordered: false,
      ...fields,
    });

  await enquiry(enquiries.quoted, garages.kirkstall, 1, {
    Reg: 'YK19 HBN',
    Parts: 'Front brake pads, front discs, wear sensor',
    Notes: '[SAME DAY] Ceramic pads if you have them\n\n(Ford, Focus)',
    Status: 'Quoted',
    Make: 'Ford',
    Model: 'Focus',
    Engine: '1.0 EcoBoost',
    GBox: 'Manual',
    Fuel: 'Petrol',
    Document: 'QUO-000101',
    MessageCount: 2,
    GarageUnread: 1,
  });
  await enquiry(enquiries.waiting, garages.kirkstall, 0.2, {
    Reg: 'LS68 WKD',
    Parts: 'Oil filter, air filter, cabin filter',
    Notes: '[NEXT DAY] Service parts\n\n(Vauxhall, Corsa)',
    Make: 'Vauxhall',
    Model: 'Corsa',
  });
  await enquiry(enquiries.order, garages.kirkstall, 2, {
    Reg: 'BD21 XRT',
    Parts: 'Clutch kit with flywheel',
    Notes: '[SAME DAY] \n\n(Volkswagen, Golf)',
    Status: 'Order',
    Make: 'Volkswagen',
    Model: 'Golf',
  });
  await enquiry(enquiries.garageConfirmed, garages.kirkstall, 3, {
    Reg: 'YO17 PLM',
    Parts: 'Rear shock absorbers',
    Notes: '[NEXT DAY] Pair please\n\n(Nissan, Qashqai)',
    Status: 'Garage Confirmed',
    Make: 'Nissan',
    Model: 'Qashqai',
    Document: 'QUO-000104',
  });
  await enquiry(enquiries.ordered, garages.kirkstall, 4, {
    Reg: 'HG20 FZE',
    Parts: 'Timing belt kit, water pump',
    Notes: '[SAME DAY] \n\n(Skoda, Octavia)',
    Status: 'Ordered',
    Make: 'Skoda',
    Model: 'Octavia',
    Engine: '2.0 TDI',
    Document: 'QUO-000105',
    Eta: at(2 * hour),
  });
  await enquiry(enquiries.cancelledWithReason, garages.kirkstall, 6, {
    Reg: 'LA15 KNV',
    Parts: 'Headlamp unit, nearside',
    Notes: '[NEXT DAY] \n\n(Peugeot, 208)',
    Status: 'Cancelled',
    Make: 'Peugeot',
    Model: '208',
  });
  await enquiry(enquiries.cancelled, garages.kirkstall, 8, {
    Reg: 'WR66 TTB',
    Parts: 'Wiper blades',
    Notes: '[NEXT DAY] \n\n(Toyota, Yaris)',
    Status: 'Cancelled',
    Make: 'Toyota',
    Model: 'Yaris',
  });
  await enquiry(enquiries.archived, garages.kirkstall, 30, {
    Reg: 'SK14 DDR',
    Parts: 'Battery 096',
    Notes: '[NEXT DAY] \n\n(Honda, Civic)',
    Status: 'Archived',
    Make: 'Honda',
    Model: 'Civic',
  });
  await enquiry(enquiries.quotedBackordered, garages.kirkstall, 5, {
    Reg: 'NE70 UXA',
    Parts: 'DPF, fitting kit',
    Notes: '[NEXT DAY] \n\n(BMW, 320d)',
    Status: 'Quoted',
    Make: 'BMW',
    Model: '320d',
    Fuel: 'Diesel',
    Document: 'QUO-000109',
    Backordered: true,
  });
  await enquiry(enquiries.headingleyWaiting, garages.headingley, 1, {
    Reg: 'DN19 RSO',
    Parts: 'Brake fluid 1L, bleed nipple',
    Notes: '[SAME DAY] \n\n(Kia, Sportage)',
    Make: 'Kia',
    Model: 'Sportage',
  });
  await enquiry(enquiries.bradfordQuoted, garages.bradford, 2, {
    Reg: 'HX18 OPA',
    Parts: 'Alternator',
    Notes: '[NEXT DAY] \n\n(Audi, A3)',
    Status: 'Quoted',
    Make: 'Audi',
    Model: 'A3',
    Document: 'QUO-000301',
  });
  await enquiry(enquiries.limerickQuoted, garages.limerick, 1, {
    Reg: '191 D 12345',
    Parts: 'Glow plugs x4',
    Notes: '[NEXT DAY] \n\n(Renault, Megane)',
    Status: 'Quoted',
    Make: 'Renault',
    Model: 'Megane',
    Fuel: 'Diesel',
    Document: 'QUO-000401',
  });
  await enquiry(enquiries.noAccountWaiting, garages.noAccount, 1, {
    Reg: 'YB65 JKT',
    Parts: 'Exhaust back box',
    Notes: '[NEXT DAY] \n\n(Ford, Fiesta)',
    Make: 'Ford',
    Model: 'Fiesta',
  });

  // Quote lines: header id = enquiry id + 500, line ids from 9000.
  const lines = [
    [9001, enquiries.quoted, 'BP-FO-1021', 1, '38.50', 'Mintex ceramic', 0, null],
    [9002, enquiries.quoted, 'BD-FO-2210', 2, '27.95', null, 0, null],
    [9003, enquiries.quoted, 'WS-FO-0450', 1, '6.20', 'Front wear sensor', 0, null],
    [9041, enquiries.garageConfirmed, 'SA-NI-7781', 2, '64.00', 'Monroe, pair', 1, 1 * day],
    [9042, enquiries.garageConfirmed, 'TM-NI-0090', 2, '9.80', 'Top mounts', 0, null],
    [9051, enquiries.ordered, 'TB-SK-5520', 1, '112.40', 'Gates kit with pump', 1, 2 * hour],
    [9052, enquiries.ordered, 'CL-SK-0301', 1, '14.99', 'G12 coolant 5L', 1, 2 * day],
    [
      9091,
      enquiries.quotedBackordered,
      'DPF-BM-9002',
      1,
      '689.00',
      'Due from manufacturer',
      0,
      null,
    ],
    [9092, enquiries.quotedBackordered, 'FK-BM-0133', 1, '42.10', null, 0, null],
    [9301, enquiries.bradfordQuoted, 'AL-AU-4410', 1, '189.00', 'Bosch exchange', 0, null],
    [9401, enquiries.limerickQuoted, 'GP-RE-0204', 4, '11.25', 'NGK', 0, null],
  ] as const;
  for (const [id, EnquiryId, PartNumber, Qty, UnitPrice, notes, Confirmed, due] of lines) {
    await db.quoteLines.create({
      ResponseDetailId: id,
      ResponseHeaderId: EnquiryId + 500,
      EnquiryId,
      PartNumber,
      Qty,
      UnitPrice,
      ResponseDetailNotes: notes,
      DeliveryDate: due === null ? null : at(due),
      Confirmed,
      Document: `QUO-${String(EnquiryId).padStart(6, '0')}`,
    });
  }

  // Own branch LEE; BRD and YRK are the other branches.
  const stock = [
    ['BP-FO-1021', 'LEE', 4],
    ['BP-FO-1021', 'BRD', 2],
    ['BD-FO-2210', 'LEE', 0],
    ['BD-FO-2210', 'BRD', 6],
    ['BD-FO-2210', 'YRK', 1],
    ['WS-FO-0450', 'LEE', 0],
    ['WS-FO-0450', 'BRD', 0],
    ['SA-NI-7781', 'LEE', 3],
    ['TM-NI-0090', 'YRK', 8],
    ['TB-SK-5520', 'LEE', 1],
    ['CL-SK-0301', 'LEE', 12],
    ['FK-BM-0133', 'BRD', 2],
    ['AL-AU-4410', 'BRD', 1],
    ['GP-RE-0204', 'LMK', 20],
  ] as const;
  for (const [Part, Branch, Stock] of stock) await db.stock.create({ Part, Branch, Stock });

  const prices = [
    ['QUO-000101', 'BP-FO-1021', 54.99],
    ['QUO-000101', 'BD-FO-2210', 39.99],
    ['QUO-000104', 'SA-NI-7781', 89.5],
    ['QUO-000105', 'TB-SK-5520', 159.99],
    ['QUO-000109', 'DPF-BM-9002', 899],
    ['QUO-000301', 'AL-AU-4410', 249],
    ['QUO-000401', 'GP-RE-0204', 15.5],
  ] as const;
  for (const [Document, Part, RRP] of prices) await db.prices.create({ Document, Part, RRP });

  await db.cantSupply.create({
    EnquiryId: enquiries.cancelledWithReason,
    Reason: 'Discontinued by the manufacturer; no pattern part available.',
  });

  const messages = [
    [1, enquiries.quoted, -20 * hour, 'Do you have ceramic pads for this one?', true],
    [
      2,
      enquiries.quoted,
      -19 * hour,
      'Yes, Mintex ceramic. Discs are coming from Bradford.',
      false,
    ],
  ] as const;
  for (const [MessageId, EnquiryId, offset, Text, fromGarage] of messages) {
    await db.messages.create({
      MessageId,
      EnquiryId,
      Text,
      Datetime: at(offset),
      BlobStorageId: null,
      Garage: fromGarage,
      Factor: !fromGarage,
    });
  }

  await db.deliveries.create({
    DeliveryId: 1,
    CustomerKeyCode: accounts.pennineLeeds,
    EnquiryId: enquiries.ordered,
    Document: ['INV-778201', 'INV-778202'],
    PartInfo: [
      { Part: 'TB-SK-5520', Qty: 1 },
      { Part: 'CL-SK-0301', Qty: 1 },
    ],
    Date: at(-1 * hour),
    Eta: now + 2 * hour,
    Depot: fixtures.leedsDepot,
    Loc: [53.8112, -1.5852],
    Delivered: false,
  });

  const partLists = [
    ['Full service', 'Oil filter'],
    ['Full service', 'Air filter'],
    ['Full service', 'Cabin filter'],
    ['Full service', 'Spark plugs'],
    ['Front brakes', 'Front brake pads'],
    ['Front brakes', 'Front brake discs'],
    ['Front brakes', 'Wear sensor'],
  ] as const;
  for (const [PartGroup, PartList] of partLists) {
    await db.partLists.create({ GarageId: garages.kirkstall, PartGroup, PartList });
  }

  const returns = [
    [-20 * day, [['BP-FO-1021', 1, 'Wrong part supplied']]],
    [
      -9 * day,
      [
        ['OF-VA-0012', 2, 'Not required'],
        ['AF-VA-0440', 1, 'Damaged in transit'],
      ],
    ],
  ] as const;
  for (const [offset, parts] of returns) {
    await db.returns.create({
      CustomerKeyCode: accounts.pennineLeeds,
      DateTime: at(offset),
      Parts: parts.map(([PartNo, Qty, Reason]) => ({ PartNo, Qty, Reason })),
    });
  }
}
