// The other half of cycle-a.ts's deliberate import cycle.
import { a } from './cycle-a.ts';

export const b = () => a;
