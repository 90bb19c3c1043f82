// The rules of the New Enquiry form that are not validation (docs/rules.md#new-enquiry): the
// delivery prefix of Notes, the vehicle paragraph, the Parts/Consumables switch, adding parts.
export type Delivery = 'Same day' | 'Next day';

const deliveryPrefixes: Record<Delivery, string> = {
  'Same day': '[SAME DAY] ',
  'Next day': '[NEXT DAY] ',
};

/** The delivery chosen, read from the prefix of Notes: the one place the choice lives. */
export function deliveryOf(notes: string): Delivery | null {
  for (const [delivery, prefix] of Object.entries(deliveryPrefixes)) {
    if (notes.startsWith(prefix)) return delivery as Delivery;
  }
  return null;
}

/** Notes without a delivery prefix. */
const withoutPrefix = (notes: string) => {
  const delivery = deliveryOf(notes);
  return delivery ? notes.slice(deliveryPrefixes[delivery].length) : notes;
};

/**
 * Choosing a delivery prefixes Notes with '[SAME DAY] ' or '[NEXT DAY] ',
 * replacing any prefix there; choosing the active one again deselects it and removes it.
 */
export function toggleDelivery(notes: string, chosen: Delivery): string {
  const rest = withoutPrefix(notes);
  return deliveryOf(notes) === chosen ? rest : deliveryPrefixes[chosen] + rest;
}

const vehicleText = (make: string, model: string) => `(${make.trim()}, ${model.trim()})`;

/** Confirming the vehicle appends '(make, model)' to Notes on a new paragraph. */
export function withVehicle(notes: string, make: string, model: string): string {
  const vehicle = vehicleText(make, model);
  return notes === '' ? vehicle : `${notes}\n\n${vehicle}`;
}

/**
 * Notes without the '(make, model)' paragraph a confirmed vehicle added: Consumables clears the
 * vehicle, and a vehicle confirmed again replaces the one before. What the garage typed stays.
 */
export function withoutVehicle(notes: string, make: string, model: string): string {
  if (make === '' && model === '') return notes;
  const vehicle = vehicleText(make, model);
  const at = notes.lastIndexOf(vehicle);
  if (at === -1) return notes;
  const start = notes.slice(0, at).endsWith('\n\n') ? at - 2 : at;
  return notes.slice(0, start) + notes.slice(at + vehicle.length);
}

/**
 * The notes the garage typed: Notes without the delivery prefix and the vehicle paragraph, the
 * part the 200-character limit counts (docs/rules.md#validation).
 */
export const typedNotes = (notes: string, make: string, model: string) =>
  withoutVehicle(withoutPrefix(notes), make, model);

/** Joins parts onto what Parts already holds with ', '. */
export function addParts(parts: string, added: readonly string[]): string {
  return [parts.trim(), ...added.map((part) => part.trim())]
    .filter((part) => part !== '')
    .join(', ');
}

/**
 * Leaving Reg with 3 or more characters asks for the vehicle (when none is confirmed for that
 * Reg).
 */
export const regAsksForVehicle = (reg: string) => reg.trim().length >= 3;

/**
 * The Reg a vehicle is confirmed for, as compared: upper-cased as it is sent, spaces ignored, as
 * 'YK19HBN' and 'yk19 hbn' are one plate (docs/readings.md#new-enquiry).
 */
export const vehicleRegOf = (reg: string) => reg.replaceAll(/\s/g, '').toUpperCase();

export const consumablesReg = 'CONSUMABLES';
