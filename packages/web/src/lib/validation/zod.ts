// zod as the portal uses it: every schema of the portal imports `z` from here, so zod's settings
// are made before the first schema is built. Without `jitless`, building an object schema
// makes zod probe whether it may compile parsers with `new Function`; the portal's CSP allows
// no 'unsafe-eval', so the browser refuses the probe and reports a violation, though zod
// catches the refusal and parses without compiling. jitless skips the probe; the forms' parses
// are small, so compiling them gained nothing anyway.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
