// A deliberate import cycle with cycle-b.ts, which architecture.test.ts lints to show that
// import-x/no-cycle catches one in the mock server. Ignored by the project's own lint.
import { b } from './cycle-b.ts';

export const a = () => b();
