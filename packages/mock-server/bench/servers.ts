// Child process of the benchmark: the mock (request validation on, as in the demo) and a bare
// Fastify route answering the same enquiry list, each on a free loopback port.
import Fastify, { type FastifyInstance } from 'fastify';
import { benchmarkMock } from '../src/testing/test-app.ts';

const { mock, headers, window } = await benchmarkMock();
const list = await mock.inject({
  method: 'POST',
  url: '/api/connectplus/enquiries',
  headers,
  payload: window,
});
if (list.statusCode !== 200) throw new Error(`enquiry list failed: ${list.body}`);
const enquiries: unknown = list.json();

const bare = Fastify();
bare.post('/bare', async () => enquiries);
await bare.listen({ port: 0, host: '127.0.0.1' });

const port = (app: FastifyInstance) => {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  return address.port;
};
process.send?.({ mockPort: port(mock), barePort: port(bare), headers, window });
