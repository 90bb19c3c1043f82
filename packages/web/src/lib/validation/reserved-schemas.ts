// Schemas the requirements define but no screen uses yet (docs/rules.md#validation), kept so
// the first screen to need one gets its rules.
import { z } from './zod.ts';
import { requiredField, requiredMessage, requiredString } from './required-message.ts';

const wholeNumber = 'Must be a whole number';
const lettersNumbersSpaces = 'Must contain only letters, numbers and spaces';
const alphanumericOrSpaces = /^[A-Za-z0-9 ]*$/;

const lengthBetween = (schema: z.ZodString, min: number, max: number): z.ZodString =>
  schema
    .min(min, `Must be at least ${min} characters`)
    .max(max, `Must be ${max} characters or less`);

/** A string bounded but not marked required: an empty one fails the length rule. */
const text = (path: string, min: number, max: number): z.ZodString =>
  lengthBetween(z.string(requiredField(path)), min, max);

/** A string marked required: an empty one fails as missing. */
const requiredText = (path: string, min: number, max: number): z.ZodString =>
  lengthBetween(requiredString(requiredMessage(path)), min, max);

const integer = (path: string): z.ZodInt =>
  z.int({ error: (issue) => (issue.input === undefined ? requiredMessage(path) : wholeNumber) });

const jobStatusSchema = z
  .enum(['inProgress', 'pending', 'saved'], { error: 'Must be inProgress, pending or saved' })
  .default('inProgress');

/**
 * The login's email rule. A client's email follows it too, required as the login's is
 * (docs/readings.md#settings-and-validation-layer).
 */
const email = requiredString('Please enter an email address')
  .min(5, 'Email must be at least 5 characters')
  .max(254, 'Email must be 254 characters or less')
  // The browser's input[type=email] rule: zod's default needs a two-letter top-level domain,
  // which would leave no 5-character address valid.
  .check(z.email({ pattern: z.regexes.html5Email, error: 'Invalid email address' }));

export const loginSchema = z.object({
  email,
  password: requiredString(requiredMessage('password'))
    .min(8, 'Password must be at least 8 characters')
    .max(64, 'Password must be 64 characters or less')
    .regex(
      /^[A-Za-z0-9!.?[\]()_@#$&]*$/,
      'Password must contain only letters, numbers and !.?[]()_@#$&',
    ),
});

export const clientSchema = z.object({
  userId: integer('userId'),
  name: requiredText('name', 3, 100),
  addr1: requiredText('addr1', 3, 100),
  addr2: z.string(requiredField('addr2')).max(100, 'Must be 100 characters or less').nullable(),
  city: requiredText('city', 3, 100),
  county: z.string(requiredField('county')).max(100, 'Must be 100 characters or less').nullable(),
  pcode: requiredText('pcode', 3, 15),
  tel: requiredText('tel', 3, 15),
  email,
});

export const jobSchema = z.object({
  id: text('id', 3, 100),
  clientId: integer('clientId'),
  userId: integer('userId'),
  regNo: text('regNo', 3, 30).regex(alphanumericOrSpaces, lettersNumbersSpaces),
  hasCarCover: z.boolean(requiredField('hasCarCover')),
  isKeyFobWritten: z.boolean(requiredField('isKeyFobWritten')),
  hasMot: z.boolean(requiredField('hasMot')),
  isTaxed: z.boolean(requiredField('isTaxed')),
  mileageIn: integer('mileageIn'),
  mileageOut: z.int(wholeNumber).nullish(),
  status: jobStatusSchema,
});

export const postcodeLookupSchema = z.object({
  lookup: requiredString(requiredMessage('lookup')).regex(
    /^[\w ]*$/,
    'Must contain only letters, numbers, underscores and spaces',
  ),
});

export const listSchema = z.object({
  id: integer('id'),
  status: jobStatusSchema,
  // A list belongs to a job, so jobId follows the job id rule.
  jobId: text('jobId', 3, 100),
  userId: integer('userId'),
});

export const listItemSchema = z.object({
  qty: integer('qty'),
  partId: integer('partId'),
});

export const nameSchema = z.object({
  name: text('name', 3, 30).regex(alphanumericOrSpaces, lettersNumbersSpaces),
});
