import type { OperationId, operations } from '@garage/api-types';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Operation<K extends OperationId> = operations[K];

type PathParams<K extends OperationId> = Operation<K>['parameters'] extends { path: infer P }
  ? P
  : unknown;
type QueryParams<K extends OperationId> = Operation<K>['parameters'] extends { query: infer Q }
  ? Q
  : unknown;

/** File fields travel in request.uploads, not in the body. */
type WithoutFiles<B> = { [P in keyof B as NonNullable<B[P]> extends Blob ? never : P]: B[P] };

type RequestBody<K extends OperationId> =
  Operation<K> extends {
    requestBody: { content: { 'application/json': infer B } };
  }
    ? B
    : Operation<K> extends { requestBody: { content: { 'multipart/form-data': infer B } } }
      ? WithoutFiles<B>
      : unknown;

type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : never;
type ResponseBody<K extends OperationId> = {
  [S in keyof Operation<K>['responses']]: JsonOf<Operation<K>['responses'][S]>;
}[keyof Operation<K>['responses']];

/** The mock's handler of one operation, typed from the generated OpenAPI types. */
export type OperationHandler<K extends OperationId> = (
  request: FastifyRequest<{
    Params: PathParams<K>;
    Querystring: QueryParams<K>;
    Body: RequestBody<K>;
  }>,
  reply: FastifyReply,
) => Promise<ResponseBody<K> | Buffer>;

export type OperationHandlers<K extends OperationId> = { [P in K]: OperationHandler<P> };
