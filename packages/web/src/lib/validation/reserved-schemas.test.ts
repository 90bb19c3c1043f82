import { describe, expect, it } from 'vitest';
import { issuesWith, missing, without } from '../../testing/schema-issues.ts';
import type { z } from 'zod';
import {
  clientSchema,
  jobSchema,
  listItemSchema,
  listSchema,
  loginSchema,
  nameSchema,
  postcodeLookupSchema,
} from './reserved-schemas.ts';

type Row = [field: string, label: string, value: unknown, messages: string[]];

const expectIssues = (
  schema: z.ZodType,
  valid: Record<string, unknown>,
  [field, , value, messages]: Row,
) => {
  expect(issuesWith(schema, valid, field, value)).toEqual(
    messages.map((message) => ({ path: field, message })),
  );
};

const missingRow = (field: string): Row => [
  field,
  'missing',
  missing,
  [`${field} is a required field`],
];

// Present, required and empty: reported as missing rather than as too short.
const requiredRows = (field: string): Row[] => [
  missingRow(field),
  [field, 'empty', '', [`${field} is a required field`]],
];

const lengthRows = (field: string, min: number, max: number): Row[] => [
  [field, `${min - 1} characters`, 'a'.repeat(min - 1), [`Must be at least ${min} characters`]],
  [field, `${min} characters`, 'a'.repeat(min), []],
  [field, `${max} characters`, 'a'.repeat(max), []],
  [field, `${max + 1} characters`, 'a'.repeat(max + 1), [`Must be ${max} characters or less`]],
];

const integerRows = (field: string): Row[] => [
  missingRow(field),
  [field, 'a fraction', 1.5, ['Must be a whole number']],
  [field, 'a numeric string', '1', ['Must be a whole number']],
  [field, 'an integer', 1, []],
];

const lettersNumbersSpacesRows = (field: string): Row[] => [
  [field, 'letters, digits and a space', 'AB12 CDE', []],
  [field, 'a hyphen', 'AB-12', ['Must contain only letters, numbers and spaces']],
  [field, 'an underscore', 'ab_12', ['Must contain only letters, numbers and spaces']],
];

const statusRows: Row[] = [
  ['status', 'inProgress', 'inProgress', []],
  ['status', 'pending', 'pending', []],
  ['status', 'saved', 'saved', []],
  ['status', 'another value', 'done', ['Must be inProgress, pending or saved']],
];

/** An address of `length` characters that the browser's email rule accepts. */
const email = (length: number) => `${'a'.repeat(length - 6)}@b.com`;

// The login's email rule, which a client's email follows too.
const emailRows: Row[] = [
  ['email', 'missing', missing, ['Please enter an email address']],
  ['email', 'empty', '', ['Please enter an email address']],
  ['email', '4 characters', 'a@bc', ['Email must be at least 5 characters']],
  ['email', '5 characters', 'a@bcd', []],
  ['email', '254 characters', email(254), []],
  ['email', '255 characters', email(255), ['Email must be 254 characters or less']],
  ['email', 'no @', 'garage.example.com', ['Invalid email address']],
  ['email', 'a space', 'garage @example.com', ['Invalid email address']],
  ['email', 'an empty domain label', 'garage@example..com', ['Invalid email address']],
];

describe('loginSchema', () => {
  const valid = { email: 'garage@example.com', password: 'Secret12' };
  const notAllowed = ['Password must contain only letters, numbers and !.?[]()_@#$&'];

  it.each<Row>([
    ...emailRows,
    ...requiredRows('password'),
    ['password', '7 characters', 'Secret1', ['Password must be at least 8 characters']],
    ['password', '8 characters', 'Secret12', []],
    ['password', '64 characters', 'S'.repeat(64), []],
    ['password', '65 characters', 'S'.repeat(65), ['Password must be 64 characters or less']],
    ...'!.?[]()_@#$&'
      .split('')
      .map((char): Row => ['password', `with ${char}`, `Secret1${char}`, []]),
    ['password', 'with a space', 'Secret 12', notAllowed],
    ['password', 'with %', 'Secret%12', notAllowed],
    ['password', 'with a non-ASCII letter', 'Sécret12', notAllowed],
  ])('%s %s', (...row) => expectIssues(loginSchema, valid, row));
});

describe('clientSchema', () => {
  const valid = {
    userId: 1,
    name: 'Acme Motors',
    addr1: '1 High Street',
    addr2: null,
    city: 'Lancaster',
    county: null,
    pcode: 'LA1 1AA',
    tel: '01524 000000',
    email: 'accounts@acme-motors.co.uk',
  };

  it.each<Row>([
    ...integerRows('userId'),
    ...['name', 'addr1', 'city'].flatMap((field) => [
      ...requiredRows(field),
      ...lengthRows(field, 3, 100),
    ]),
    ...['addr2', 'county'].flatMap((field): Row[] => [
      missingRow(field),
      [field, 'null', null, []],
      [field, 'empty', '', []],
      [field, '100 characters', 'a'.repeat(100), []],
      [field, '101 characters', 'a'.repeat(101), ['Must be 100 characters or less']],
    ]),
    ...['pcode', 'tel'].flatMap((field) => [...requiredRows(field), ...lengthRows(field, 3, 15)]),
    ...emailRows,
  ])('%s %s', (...row) => expectIssues(clientSchema, valid, row));
});

describe('jobSchema', () => {
  const valid = {
    id: 'job-001',
    clientId: 1,
    userId: 1,
    regNo: 'AB12 CDE',
    hasCarCover: true,
    isKeyFobWritten: false,
    hasMot: true,
    isTaxed: true,
    mileageIn: 42000,
    mileageOut: null,
    status: 'pending',
  };

  it.each<Row>([
    missingRow('id'),
    // id is not marked required, so an empty one is just too short.
    ['id', 'empty', '', ['Must be at least 3 characters']],
    ...lengthRows('id', 3, 100),
    ...integerRows('clientId'),
    ...integerRows('userId'),
    missingRow('regNo'),
    ...lengthRows('regNo', 3, 30),
    ...lettersNumbersSpacesRows('regNo'),
    ...['hasCarCover', 'isKeyFobWritten', 'hasMot', 'isTaxed'].flatMap((field): Row[] => [
      missingRow(field),
      [field, 'true', true, []],
      [field, 'false', false, []],
    ]),
    ...integerRows('mileageIn'),
    ['mileageOut', 'missing', missing, []],
    ['mileageOut', 'null', null, []],
    ['mileageOut', 'a fraction', 42100.5, ['Must be a whole number']],
    ['mileageOut', 'an integer', 42100, []],
    ...statusRows,
  ])('%s %s', (...row) => expectIssues(jobSchema, valid, row));

  it('defaults a missing status to inProgress', () => {
    expect(jobSchema.parse(without(valid, 'status')).status).toBe('inProgress');
  });
});

describe('postcodeLookupSchema', () => {
  const valid = { lookup: 'LA1 1AA' };

  it.each<Row>([
    ...requiredRows('lookup'),
    ['lookup', 'a postcode', 'LA1 1AA', []],
    ['lookup', 'an underscore', 'LA1_1AA', []],
    [
      'lookup',
      'a hyphen',
      'LA1-1AA',
      ['Must contain only letters, numbers, underscores and spaces'],
    ],
  ])('%s %s', (...row) => expectIssues(postcodeLookupSchema, valid, row));
});

describe('listSchema', () => {
  const valid = { id: 1, status: 'saved', jobId: 'job-001', userId: 1 };

  it.each<Row>([
    ...integerRows('id'),
    ...statusRows,
    missingRow('jobId'),
    ...lengthRows('jobId', 3, 100),
    ...integerRows('userId'),
  ])('%s %s', (...row) => expectIssues(listSchema, valid, row));

  it('defaults a missing status to inProgress', () => {
    expect(listSchema.parse(without(valid, 'status')).status).toBe('inProgress');
  });
});

describe('listItemSchema', () => {
  const valid = { qty: 2, partId: 7 };

  it.each<Row>([...integerRows('qty'), ...integerRows('partId')])('%s %s', (...row) =>
    expectIssues(listItemSchema, valid, row),
  );
});

describe('nameSchema', () => {
  const valid = { name: 'Brake pads 2' };

  it.each<Row>([
    missingRow('name'),
    ...lengthRows('name', 3, 30),
    ...lettersNumbersSpacesRows('name'),
  ])('%s %s', (...row) => expectIssues(nameSchema, valid, row));
});
