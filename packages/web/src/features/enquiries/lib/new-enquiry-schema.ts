import type { NewEnquiry } from '@garage/api-types';
import { z } from 'zod';
import { requiredString } from '../../../lib/validation/required-message.ts';

export const deliveryChoiceMessage = 'Please select Same day or Next day delivery option';
export const vehicleDetailsMessage = 'Please enter both make and model';

// ASCII only: the supplier API accepts upper-cased registrations matching ^[A-Z0-9 ]{3,30}$.
const regCharacters = /^[A-Za-z0-9 ]*$/;

const vehiclePart = z.string({ error: vehicleDetailsMessage }).trim().min(1, vehicleDetailsMessage);

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
  Parts: z.string().max(200, 'Must be 200 characters or less'),
  Notes: z.string().max(200, 'Must be 200 characters or less'),
  Status: z.enum(['Order', 'Waiting'], { error: 'Must be Order or Waiting' }),
  // Blob rather than File: a File is a Blob, so the browser's File passes and so does any Blob.
  Image: z.instanceof(Blob, { error: 'Must be a file' }).nullable(),
});

export type NewEnquiryValues = z.output<typeof newEnquirySchema>;

export const toNewEnquiryPayload = (
  values: NewEnquiryValues,
  { extraNotes, vehicle }: { extraNotes: string; vehicle: string },
): NewEnquiry => ({
  Status: values.Status,
  // Blank pieces are dropped so the supplier never sees empty paragraphs.
  Notes: [extraNotes, values.Notes, vehicle]
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '')
    .join('\n\n'),
  Parts: values.Parts,
  Reg: values.Reg.toUpperCase(),
  Consumables: values.Consumables === 'Consumables',
  // The image is optional in the API: left out, not sent empty, when none is attached.
  ...(values.Image ? { Image: values.Image } : {}),
});
