// A world's device tokens. A sandbox's tokens start with its id, so a token carried into
// another sandbox is refused as such rather than as merely unknown.
import { Query } from '@msw/data';
import { randomBytes } from 'node:crypto';
import type { Collections } from '../records/collections.ts';
import type { Clock } from './clock.ts';

export type Tokens = {
  lifetimeMs: number;
  /** A fresh token for an activated device, valid for the lifetime. */
  issue(deviceId: string, userId: number): Promise<string>;
  /** Makes every issued token expire now (fault injection: shows the client's 401 path). */
  expireAll(): Promise<void>;
  /** The world a token was issued in: null for the default world, else its sandbox id. */
  worldOf(token: string): string | null;
};

const separator = '.';

export function createTokens(options: {
  db: Collections;
  clock: Clock;
  lifetimeMs: number;
  worldId: string | null;
}): Tokens {
  const { db, clock, lifetimeMs, worldId } = options;
  const prefix = worldId === null ? '' : `${worldId}${separator}`;
  return {
    lifetimeMs,
    async issue(deviceId, userId) {
      const Token = `${prefix}${randomBytes(24).toString('base64url')}`;
      const device = { DeviceId: deviceId, UserID: userId, Token, TokenIssuedAt: clock.now() };
      const known = db.devices.findFirst(new Query((record) => record.DeviceId === deviceId));
      if (known) {
        await db.devices.update(known, {
          data(record) {
            Object.assign(record, device);
          },
        });
      } else {
        await db.devices.create(device);
      }
      return Token;
    },
    async expireAll() {
      await db.devices.updateMany(new Query(() => true), {
        data(record) {
          record.TokenIssuedAt = clock.now() - lifetimeMs - 1;
        },
      });
    },
    worldOf(token) {
      const at = token.indexOf(separator);
      return at === -1 ? null : token.slice(0, at);
    },
  };
}
