// Where the browser tests find the builds they serve.
import { fileURLToPath } from 'node:url';

/** The portal's build; E2E_WEB_ROOT: another, e.g. one made with other VITE_ settings. */
export const webRoot =
  process.env.E2E_WEB_ROOT ?? fileURLToPath(new URL('../../web/dist', import.meta.url));

/** The supplier console's build (pnpm --filter @garage/supplier-console build). */
export const supplierConsoleRoot = fileURLToPath(
  new URL('../../supplier-console/dist', import.meta.url),
);
