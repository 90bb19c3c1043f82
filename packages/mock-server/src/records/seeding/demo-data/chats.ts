// What garage and supplier say to each other about an enquiry, by its status.
import type { PhotoVariant } from '../../assets.ts';
import type { CatalogueItem } from '../../data/parts.ts';
import type { EnquiryStatus } from '../../record-types.ts';

/** Share of enquiries in each status that have a message thread. */
export const threadChance: Record<EnquiryStatus, number> = {
  Waiting: 0.35,
  Order: 0.35,
  Quoted: 0.7,
  'Garage Confirmed': 0.6,
  Ordered: 0.6,
  Cancelled: 0.6,
  Archived: 0.3,
};

export type ChatLine = readonly [fromGarage: boolean, text: string, photo?: PhotoVariant];
export type ChatContext = {
  part: string;
  brand: string;
  town: string;
  eta: string | null;
  vin: string;
};

export const chats: Record<EnquiryStatus, readonly ((c: ChatContext) => ChatLine[])[]> = {
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

export const photoChat = (
  status: EnquiryStatus,
  c: ChatContext,
  photo: PhotoVariant,
): ChatLine[] =>
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
export const photoFor = (item: CatalogueItem): PhotoVariant | null =>
  item.name.includes('disc')
    ? 'disc'
    : item.name.includes('pads')
      ? 'pads'
      : item.name.includes('filter')
        ? 'filter'
        : /belt|pump/i.test(item.name)
          ? 'belt'
          : null;
