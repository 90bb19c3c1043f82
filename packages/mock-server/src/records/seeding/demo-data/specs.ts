// Which enquiries the demo holds: how many of each status for each garage, and how old.
import { fixtures } from '../../data/fixtures.ts';
import type { EnquiryStatus } from '../../record-types.ts';

export type Spec = {
  garage: number;
  status: EnquiryStatus;
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

export const specs: readonly Spec[] = [
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
