// Child process of the benchmark: the mock supplier (request validation on, as in the demo) on
// a free loopback port, with a signed-in garage's token headers and the portal's default window.
import { buildApp } from '@garage/mock-server';
import { signIn } from '@garage/mock-server/testing';
import type { AddressInfo } from 'node:net';

const mock = await buildApp({ seed: 1, tokenLifetimeMs: 24 * 3_600_000 });
await mock.listen({ port: 0, host: '127.0.0.1' });
const { headers } = await signIn(mock);

const today = new Date(mock.world.clock.now());
const window = {
  StartDate: new Date(today.getTime() - 36 * 86_400_000).toISOString().slice(0, 10),
  EndDate: new Date(today.getTime() + 86_400_000).toISOString().slice(0, 10),
};
const origin = `http://127.0.0.1:${(mock.server.address() as AddressInfo).port}`;
process.send?.({ origin, headers, window });
