// Bulletins, each with its thumbnail and (bar one) its PDF under the public path.
import { Query } from '@msw/data';
import { bulletinThumbnailPng, type BulletinPdfInput, type ThumbnailMotif } from '../../assets.ts';
import { fixtures } from '../../data/fixtures.ts';
import type { NewRecord } from '../../record-types.ts';
import { day, hour, iso, type SeedContext } from './context.ts';

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

const displayDate = (ms: number) => {
  const date = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
};

export function seedBulletins({ faker: f, db, midnight }: SeedContext) {
  const pennine = db.companies.findFirst(
    new Query((record) => record.CompanyID === fixtures.companies.pennine),
  );
  if (!pennine) throw new Error('Demo seed needs the fixture company Pennine');
  const bulletins: NewRecord<'bulletins'>[] = [];
  const assets: NewRecord<'assets'>[] = [];
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
  return { bulletins, assets, pdfs };
}
