// A steady load run in a process of its own (paced.ts): told its origin, requests and load
// by a message, it answers the result and exits.
import { once } from 'node:events';
import { pacedHere, type PacedLoad, type PacedRequest } from './paced.ts';

const [task] = (await once(process, 'message')) as [
  { origin: string; requests: PacedRequest[]; load: PacedLoad },
];
const result = await pacedHere(task.origin, task.requests, task.load);
process.send?.(result, () => process.exit(0));
