// The kinds of value the mock's settings take, each read from the text given as a flag or a
// variable. A bad value is an issue saying what a good one is and what was given; config.ts
// puts the flag's or the variable's name before it.
import { isIP } from 'node:net';
import { z } from 'zod';
import { parseStoreLocation } from '../sandbox-stores/open-store.ts';
import { driftNames } from '../plugins/infrastructure/drift-table.ts';

/** Text `read` turns into a value, or answers undefined when bad: `rule` says what is good. */
function text<T>(rule: string, read: (value: string) => T | undefined) {
  return z.string().transform((value, context) => {
    const result = read(value);
    if (result !== undefined) return result;
    context.addIssue({ code: 'custom', message: `must be ${rule}, got "${value}"` });
    return z.NEVER;
  });
}

export function integer(min: number, max?: number) {
  const rule =
    max === undefined ? `an integer of ${min} or more` : `an integer from ${min} to ${max}`;
  return text(rule, (value) => {
    const number = Number(value);
    return /^\s*\d+\s*$/.test(value) && number >= min && number <= (max ?? Infinity)
      ? number
      : undefined;
  });
}

export const port = integer(0, 65535);

export const minutes = text('a number of minutes above 0', (value) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : undefined;
});

export const onOff = text('"on" or "off"', (value) =>
  value === 'on' ? true : value === 'off' ? false : undefined,
);

/** Date.parse's reading, as before: ISO, and the other forms it accepts. */
export const dateTime = text('an ISO date-time such as 2025-03-01T09:00:00Z', (value) => {
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
});

const isOrigin = (value: string) => URL.canParse(value) && new URL(value).origin === value;

/** What a browser sends as Origin (no path, no trailing slash), or it never matches. */
export const origins = text('origins such as http://127.0.0.1:8080, comma-separated', (value) => {
  const listed = value
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  return listed.length > 0 && listed.every(isOrigin) ? listed : undefined;
});

/** An address, a subnet or one of proxy-addr's names, as Fastify's trustProxy takes them. */
function isProxy(value: string): boolean {
  const [address = '', range, ...more] = value.trim().split('/');
  if (['loopback', 'linklocal', 'uniquelocal'].includes(address)) return range === undefined;
  const validRange = range === undefined || /^\d+$/.test(range) || isIP(range) !== 0;
  return isIP(address) !== 0 && validRange && more.length === 0;
}

/** `true` trusts every hop; otherwise the text goes to Fastify as it is. */
export const trustedProxies = text(
  '"true", or addresses, subnets and loopback, linklocal, uniquelocal, comma-separated',
  (value) => (value === 'true' ? true : value.split(',').every(isProxy) ? value : undefined),
);

export const storeLocation = text(
  '"memory", sqlite:<folder> (e.g. sqlite:./demo-data) or a redis:// URL (e.g. redis://127.0.0.1:6379)',
  parseStoreLocation,
);

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const logLevel = text(`one of ${logLevels.join(', ')}`, (value) =>
  logLevels.find((level) => level === value),
);

export const drifts = z.string().transform((value, context) => {
  try {
    return driftNames([value]);
  } catch (error) {
    context.addIssue({
      code: 'custom',
      message: `must name known drifts (${(error as Error).message})`,
    });
    return z.NEVER;
  }
});

/** Never echoed: a secret's length says enough. */
export const secret = z.string().transform((value, context) => {
  if (value.length >= 32) return value;
  context.addIssue({
    code: 'custom',
    message: `must be at least 32 characters (every process behind one balancer shares it), got ${value.length}`,
  });
  return z.NEVER;
});
