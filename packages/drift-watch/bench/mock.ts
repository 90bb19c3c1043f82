// Child process of the benchmark: the mock supplier (request validation on, as in the demo) on
// a free loopback port, with a signed-in garage's token headers and the portal's default window.
import { benchmarkMock } from '@garage/mock-server/testing';

const { origin, headers, window } = await benchmarkMock();
process.send?.({ origin, headers, window });
