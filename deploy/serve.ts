// npm run serve:prod: the portal's production build behind the production nginx config, on a
// local port, with a deployment's config.json (docs/deployment.md).
//   npm run serve:prod -- --config deploy/config.example.json [--port 8080] [--dist dir]
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startStaticServer } from './static-server.ts';

const { values } = parseArgs({
  options: {
    config: { type: 'string' },
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    dist: {
      type: 'string',
      default: fileURLToPath(new URL('../packages/web/dist', import.meta.url)),
    },
  },
});
// Without --config, the build's own config.json: every supplier host is this origin.
const config = values.config ?? `${values.dist}/config.json`;

try {
  const server = await startStaticServer({
    distDir: values.dist,
    config,
    port: Number(values.port),
    host: values.host,
  });
  console.log(`Garage Parts Portal (production build, nginx): ${server.url}/`);
  console.log(`Config: ${config}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void server.close().then(() => process.exit(0)));
  }
} catch (error) {
  console.error(`serve:prod: ${(error as Error).message}`);
  process.exit(1);
}
