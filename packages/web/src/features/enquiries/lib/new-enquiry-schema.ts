import type { NewEnquiry } from '@garage/api-types';
import { z } from '../../../lib/validation/zod.ts';
import { requiredString } from '../../../lib/validation/required-message.ts';
import { deliveryOf, typedNotes } from './new-enquiry-form.ts';

export const deliveryChoiceMessage = 'Please select Same day or Next day delivery option';
export const vehicleDetailsMessage = 'Please enter both make and model';

// ASCII only: the supplier API accepts upper-cased registrations matching ^[A-Z0-9 ]{3,30}$.
const regCharacters = /^[A-Za-z0-9 ]*$/;

/** The most characters of the notes the garage types, and of Parts. */
const notesMaxLength = 200;
const tooLongMessage = (max: number) => `Must be ${max} characters or less`;

// Bounded so that the joined Notes (the 11-character prefix, 200 typed, a blank line and
// '(make, model)') stay well within the contract's 1000 (openapi/supplier-api.yaml).
export const vehiclePartMaxLength = 50;

const vehiclePart = z
  .string({ error: vehicleDetailsMessage })
  .trim()
  .min(1, vehicleDetailsMessage)
  .max(vehiclePartMaxLength, tooLongMessage(vehiclePartMaxLength));

export const vehicleDetailsSchema = z.object({ make: vehiclePart, model: vehiclePart });

export const newEnquirySchema = z.object({
  Consumables: z.enum(['Parts', 'Consumables'], { error: 'Must be Parts or Consumables' }),
  // Trimmed first: a Reg of spaces only is no Reg, and edge spaces would count as characters.
  Reg: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    requiredString('Please enter a reg no')
      .min(3, 'Must be at least 3 characters')
      .max(30, 'Must be 30 characters or less')
      .regex(regCharacters, 'Must contain only letters, numbers and spaces'),
  ),
  Parts: z.string().max(notesMaxLength, tooLongMessage(notesMaxLength)),
  // Bounded in checkNewEnquiry: the limit counts the notes typed, not the prefix and vehicle.
  Notes: z.string(),
  Status: z.enum(['Order', 'Waiting'], { error: 'Must be Order or Waiting' }),
  // Blob rather than File: a File is a Blob, so the browser's File passes and so does any Blob.
  Image: z.instanceof(Blob, { error: 'Must be a file' }).nullable(),
});

export type NewEnquiryValues = z.output<typeof newEnquirySchema>;

/**
 * The payload of a new enquiry. Notes go as the form shows them: the delivery
 * prefix (the extra notes), what the garage typed and the '(make, model)' paragraph are already
 * joined there (lib/new-enquiry-form.ts), so the garage sees exactly what the supplier gets.
 */
export const toNewEnquiryPayload = (values: NewEnquiryValues): NewEnquiry => ({
  Status: values.Status,
  Notes: values.Notes,
  Parts: values.Parts,
  Reg: values.Reg.toUpperCase(),
  Consumables: values.Consumables === 'Consumables',
  // The image is optional in the API: left out, not sent empty, when none is attached.
  ...(values.Image ? { Image: values.Image } : {}),
});

/** The form's fields as typed, before validation; the image travels beside them. */
export type NewEnquiryFields = Omit<NewEnquiryValues, 'Image'>;

/** One message per field a schema refused: the first that applies. */
export function firstMessages<Field extends string>(error: z.ZodError) {
  const messages: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) messages[issue.path[0] as Field] ??= issue.message;
  return messages;
}

export type NewEnquiryErrors = Partial<Record<keyof NewEnquiryFields | 'Delivery', string>>;

export type NewEnquiryCheck =
  { ok: true; values: NewEnquiryValues } | { ok: false; errors: NewEnquiryErrors };

/**
 * Run on submit (docs/rules.md#validation): the schema's rules, the length of the notes typed
 * (Notes without the delivery prefix and the vehicle paragraph) and the delivery choice, which
 * lives as the prefix of Notes. One message per field, the first that applies.
 */
export function checkNewEnquiry(
  { Make, Model, ...fields }: NewEnquiryFields & { Make: string; Model: string },
  image: Blob | null,
): NewEnquiryCheck {
  const result = newEnquirySchema.safeParse({ ...fields, Image: image });
  const errors: NewEnquiryErrors = result.success
    ? {}
    : firstMessages<keyof NewEnquiryFields>(result.error);
  if (typedNotes(fields.Notes, Make, Model).length > notesMaxLength) {
    errors.Notes = tooLongMessage(notesMaxLength);
  }
  if (!deliveryOf(fields.Notes)) errors.Delivery = deliveryChoiceMessage;
  if (result.success && Object.keys(errors).length === 0) return { ok: true, values: result.data };
  return { ok: false, errors };
}
