// Serves the OpenAPI document: one route per operation, its handler found by operationId, and
// every request checked against the document before the handler runs, so bad input gets a
// 400 naming the field and the rule and never reaches (or changes) the store.
import type { OpenApiDocument } from '@garage/api-types/openapi';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { contentTypeRule, SupplierError } from './errors.ts';
import {
  createAjv,
  formatErrors,
  parameterSchema,
  type SchemaObject,
  type Validate,
} from '@garage/openapi-checks';
import { operationsOf } from '@garage/openapi-checks/operations';
import { misplacedPart, readMultipart, withoutFiles, type Upload } from './multipart-form.ts';

// The documents are read, every $ref resolved, by loadOpenApiDocument from
// @garage/api-types/openapi, beside the types generated from them: the contract checks read
// them the same way.
export type { OpenApiDocument };

declare module 'fastify' {
  interface FastifyContextConfig {
    operationId?: string;
  }
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export type OperationsOptions = {
  /** Handlers by operationId (typed where they are written); every operation needs one. */
  handlers: Readonly<Record<string, unknown>>;
  /** Runs before validation on every operation that needs a token. */
  authenticate?: (request: FastifyRequest) => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Serves every operation of an OpenAPI document, each checked against it. */
    registerOperations(document: OpenApiDocument, options: OperationsOptions): void;
  }
}

export type ContractOptions = {
  /** Check every response against its document too (the test suite turns this on). */
  validateResponses?: boolean;
};

const multipart = 'multipart/form-data';
const json = 'application/json';

function contentTypeOf(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

export const contractPlugin = fp<ContractOptions>(
  async (app: FastifyInstance, options) => {
    const strict = createAjv({ coerce: false });
    const coercing = createAjv({ coerce: true });

    // Path and query values arrive as text: coerce them; JSON bodies must be right as sent.
    app.setValidatorCompiler(({ schema, httpPart }) => {
      const ajv = httpPart === 'body' ? strict : coercing;
      return ajv.compile(schema as SchemaObject);
    });
    app.setSchemaErrorFormatter((errors, dataVar) => new Error(formatErrors(errors, dataVar)));
    app.decorateRequest('uploads', null as unknown as Map<string, Upload>);
    app.addHook('onRequest', async (request) => {
      request.uploads = new Map();
    });

    const responseValidators = new Map<string, Validate>();
    // Any error status an operation does not list must still carry its document's error body.
    const errorBodyValidators = new Map<string, Validate>();

    app.decorate(
      'registerOperations',
      (document: OpenApiDocument, { handlers, authenticate }: OperationsOptions) => {
        const errorBody = document.components?.schemas?.ErrorBody;
        // One validator for the document's error body, shared by all its operations.
        const validateErrorBody = errorBody ? strict.compile(errorBody) : undefined;
        for (const { operationId, method, path, operation } of operationsOf(document)) {
          const handler = handlers[operationId];
          if (!handler) throw new Error(`No mock handler for operation ${operationId}`);

          const { parameters } = operation;
          const bodyTypes = Object.keys(operation.requestBody?.content ?? {});
          const bodyOptional = operation.requestBody?.required !== true;
          const jsonBody = operation.requestBody?.content[json]?.schema;
          const multipartBody = operation.requestBody?.content[multipart]?.schema;
          const multipartCheck = multipartBody ? withoutFiles(multipartBody) : undefined;
          const validateMultipart = multipartCheck
            ? coercing.compile(multipartCheck.fields)
            : undefined;
          const needsToken = operation.security === undefined && authenticate !== undefined;

          for (const [status, response] of Object.entries(operation.responses)) {
            const schema = response.content?.[json]?.schema;
            if (schema) responseValidators.set(`${operationId} ${status}`, strict.compile(schema));
          }
          if (validateErrorBody) errorBodyValidators.set(operationId, validateErrorBody);

          const bodyLimit = operation['x-body-limit'];
          app.route({
            method,
            url: path.replace(/\{([^}]+)\}/g, ':$1'),
            config: { operationId, bodyTypes },
            ...(bodyLimit === undefined ? {} : { bodyLimit }),
            // Only the parts the operation has: Fastify warns about parts given as undefined.
            schema: Object.fromEntries(
              Object.entries({
                params: parameterSchema(parameters, 'path'),
                querystring: parameterSchema(parameters, 'query'),
                body: jsonBody,
              }).filter(([, part]) => part !== undefined),
            ),
            onRequest: needsToken ? [authenticate] : [],
            preValidation: async (request) => {
              if (bodyTypes.length === 0) return;
              // An optional body may be left out altogether (no type, no bytes): read as {}.
              if (bodyOptional && request.body === undefined && !request.headers['content-type']) {
                request.body = {};
                return;
              }
              const type = contentTypeOf(request);
              if (!bodyTypes.includes(type)) {
                throw new SupplierError(415, contentTypeRule(bodyTypes));
              }
              if (type !== multipart || !validateMultipart || !multipartCheck) return;
              const fields = await readMultipart(request);
              const misplaced = misplacedPart(fields, request.uploads, multipartCheck);
              if (misplaced) throw new SupplierError(400, misplaced);
              if (!validateMultipart(fields)) {
                throw new SupplierError(400, formatErrors(validateMultipart.errors ?? [], 'body'));
              }
              request.body = fields;
            },
            handler: handler as Handler,
          });
        }
      },
    );

    if (options.validateResponses) {
      app.addHook('onSend', async (request, reply, payload) => {
        const operationId = request.routeOptions.config.operationId;
        if (!operationId) return payload;
        const status = String(reply.statusCode);
        const type = String(reply.getHeader('content-type') ?? '');
        if (!type.startsWith(json)) return payload;
        const validate =
          responseValidators.get(`${operationId} ${status}`) ??
          (reply.statusCode >= 400 ? errorBodyValidators.get(operationId) : undefined);
        const problem = !validate
          ? `status ${status} is not documented`
          : validate(JSON.parse(String(payload)))
            ? undefined
            : formatErrors(validate.errors ?? [], 'response');
        if (!problem) return payload;
        const message = `${operationId} answered against the contract: ${problem}`;
        request.log.error(message);
        reply.code(500);
        return JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message });
      });
    }
  },
  { name: 'contract', dependencies: ['errors'] },
);
