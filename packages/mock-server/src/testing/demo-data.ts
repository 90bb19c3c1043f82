import { createCollections, type Collections } from '../records/collections.ts';
import { demoIds } from '../records/seeding/demo-data/context.ts';
import { seedStore } from '../records/seeding/seed.ts';

export const minute = 60_000;
export const day = 24 * 60 * minute;
/** The tests' clock time: a Friday, 10:00 in Leeds. */
export const now = Date.parse('2026-11-20T10:00:00Z');
/** Every seeded registration matches one of these. */
export const registrationPatterns = {
  uk: /^[A-HJ-PR-Y]{2}\d{2} [A-HJ-PR-Y]{3}$/,
  ukPrefix: /^[PRSTVWXY]\d{1,3} [A-HJ-PR-Y]{3}$/,
  irish: /^\d{2}[12] (?:L|CE|C|D) \d{1,5}$/,
};

/** A store of its own, seeded with `seed` at the clock time `at`. */
export async function seeded(seed: number, at = now): Promise<Collections> {
  const db = createCollections();
  await seedStore(db, { seed, now: at });
  return db;
}

/** The store seeded with seed 1 at `now`, and its demo enquiries (not the fixtures'). */
export async function seededDemo() {
  const db = await seeded(1);
  return { db, demo: db.enquiries.all().filter((e) => e.EnquiryId >= demoIds.enquiries) };
}

export const ms = (iso: string) => Date.parse(iso);
/** An instant's day in London, where the garages are, as YYYY-MM-DD. */
export const londonDay = (at: number) =>
  new Date(at).toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
export const count = <T>(items: readonly T[], test: (item: T) => boolean) =>
  items.filter(test).length;

/** When a current-format age identifier ('19', '69') was first issued. */
export function ageIdentifierIssued(reg: string): number {
  const age = Number(reg.slice(2, 4));
  return age >= 50 ? Date.UTC(2000 + age - 50, 8, 1) : Date.UTC(2000 + age, 2, 1);
}
