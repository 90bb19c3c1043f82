import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { fileURLToPath } from 'node:url';
import { supplierApiPath } from './contract.ts';

type Servers = { servers?: { url: string; description?: string }[] };
type Document = Servers & { paths?: Record<string, Record<string, Servers>> };

const thisServer = { url: '/', description: 'This mock server (answers for every host)' };

/** 'Try it out' should reach this mock, not the real supplier: offer it first everywhere. */
function offerThisServer<T>(document: T): T {
  const withThis = (servers: Servers['servers']) => [thisServer, ...(servers ?? [])];
  const { paths = {}, ...rest } = document as Document;
  return {
    ...rest,
    servers: withThis(rest.servers),
    paths: Object.fromEntries(
      Object.entries(paths).map(([path, methods]) => [
        path,
        Object.fromEntries(
          Object.entries(methods).map(([method, operation]) => [
            method,
            operation.servers ? { ...operation, servers: withThis(operation.servers) } : operation,
          ]),
        ),
      ]),
    ),
  } as T;
}

export type DocsOptions = {
  /** Further documents shown in the page's definition picker, by name. */
  extraDocuments?: { name: string; url: string }[];
};

/**
 * GET /docs: the API reference rendered from openapi/supplier-api.yaml by Swagger UI, whose
 * assets ship in the package, so the page works offline. Encapsulated (no fastify-plugin):
 * the swagger decorators stay inside.
 */
export async function docsPlugin(app: FastifyInstance, { extraDocuments = [] }: DocsOptions) {
  await app.register(swagger, {
    mode: 'static',
    specification: {
      path: fileURLToPath(supplierApiPath),
      baseDir: '',
      postProcessor: offerThisServer,
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: {
      urls: [{ name: 'Supplier API', url: '/docs/json' }, ...extraDocuments],
      deepLinking: true,
      // No call to swagger.io's online validator: the page must not need the internet.
      validatorUrl: null,
    },
  });
}
