import type { Enquiry, EnquiryStatus } from '@garage/api-types';

/** How many enquiries the bench page lists. */
export const benchEnquiryCount = 10_000;

// Seeded, so every run searches the same list.
function mulberry32(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const parts = [
  'Front brake pads',
  'Rear brake pads',
  'Front brake discs',
  'Rear brake discs and pads',
  'Brake caliper',
  'Brake fluid',
  'Oil filter',
  'Air filter',
  'Cabin filter',
  'Fuel filter',
  'Wiper blades',
  'Timing belt kit',
  'Water pump',
  'Clutch kit',
  'Dual mass flywheel',
  'Alternator',
  'Starter motor',
  'Battery 096',
  'Spark plugs',
  'Glow plugs',
  'Headlight bulb H7',
  'Shock absorbers',
  'Coil spring',
  'Drop link',
  'Track rod end',
  'Wheel bearing',
  'CV joint',
  'Exhaust back box',
  'EGR valve',
  'Thermostat',
  'Radiator',
  'Aux belt and tensioner',
  'Engine oil 5W-30 5L',
  'Screen wash',
];
const notes = [
  '',
  '',
  '[SAME DAY] ',
  '[NEXT DAY] ',
  'Please call before sending',
  'Customer waiting',
  'Brake light on the dash too',
  'Match the old part, photo attached',
  'OE quality please',
];
const vehicles = [
  '(Ford, Focus)',
  '(Vauxhall, Corsa)',
  '(VW, Golf)',
  '(BMW, 320d)',
  '(Nissan, Qashqai)',
];
const statuses: EnquiryStatus[] = [
  'Waiting',
  'Order',
  'Quoted',
  'Quoted',
  'Garage Confirmed',
  'Ordered',
  'Ordered',
  'Cancelled',
  'Archived',
];
const letters = 'ABCDEFGHJKLMNOPRSTUVWXY';

/** `count` enquiries dated over the 36 days before `now`, newest first as the supplier sends. */
export function generateEnquiries(count: number, now: Date, seed = 20_261_122): Enquiry[] {
  const random = mulberry32(seed);
  const pick = <T>(items: ArrayLike<T>): T => items[Math.floor(random() * items.length)] as T;
  const letter = () => pick(letters);
  const spanMs = 36 * 24 * 60 * 60 * 1000;
  return Array.from({ length: count }, (_, index): Enquiry => {
    const date = new Date(now.getTime() - (spanMs * index) / count);
    const status = pick(statuses);
    const partCount = 1 + Math.floor(random() * 3);
    const messages = Math.floor(random() * 6);
    return {
      EnquiryId: count - index,
      Reg: `${letter()}${letter()}${10 + Math.floor(random() * 65)} ${letter()}${letter()}${letter()}`,
      Parts: Array.from({ length: partCount }, () => pick(parts)).join(', '),
      Notes: `${pick(notes)}${random() < 0.5 ? ` ${pick(vehicles)}` : ''}`.trim(),
      Status: status,
      MessageCount: messages,
      GarageUnread: Math.min(messages, Math.floor(random() * 2)),
      DatetimeCreated: date.toISOString(),
      Date: date.toISOString(),
      Make: null,
      Model: null,
      Engine: null,
      GBox: null,
      Fuel: null,
      Document: null,
      Eta: status === 'Ordered' ? new Date(date.getTime() + 86_400_000).toISOString() : null,
    };
  });
}
