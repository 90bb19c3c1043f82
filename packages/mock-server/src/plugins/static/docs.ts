import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  mockDemoApiPath,
  readRawOpenApiDocument,
  supplierApiPath,
} from '@garage/api-types/openapi';
import { mapOperations } from '@garage/openapi-checks/operations';
import type { FastifyInstance } from 'fastify';
import { fileURLToPath } from 'node:url';

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
    paths: mapOperations(paths, (operation) =>
      operation.servers ? { ...operation, servers: withThis(operation.servers) } : operation,
    ),
  } as T;
}

export type DocsOptions = {
  /** Also show the demo API's document (only when the demo API is served). */
  demoApi?: boolean;
};

/**
 * GET /docs: the API reference rendered from openapi/supplier-api.yaml by Swagger UI, whose
 * assets ship in the package, so the page works offline. Encapsulated (no fastify-plugin):
 * the swagger decorators stay inside.
 */
export async function docsPlugin(app: FastifyInstance, { demoApi = false }: DocsOptions) {
  const demoDocumentUrl = '/docs/demo-api.json';
  if (demoApi) {
    // As written, $refs and all: Swagger UI resolves them itself.
    const demoDocument = await readRawOpenApiDocument(mockDemoApiPath);
    app.get(demoDocumentUrl, async () => demoDocument);
  }
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
      urls: [
        { name: 'Supplier API', url: '/docs/json' },
        ...(demoApi ? [{ name: 'Mock demo API', url: demoDocumentUrl }] : []),
      ],
      deepLinking: true,
      // No call to swagger.io's online validator: the page must not need the internet.
      validatorUrl: null,
    },
  });
}
