// The type of the mock's handler of one operation, read from the types openapi-typescript
// generates for a document (its `operations`): the supplier API's handlers and the demo API's
// share it, so a handler that reads a field its document lacks, or answers a shape its
// document does not list, fails to typecheck.
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The JSON a request body or a response carries; never where it carries none. */
type JsonOf<Part> = Part extends { content: { 'application/json': infer Body } } ? Body : never;

/** A group of parameters (path, query); unknown where the operation has none. */
type ParametersIn<Parameters, Place extends string> = Parameters extends {
  [Key in Place]?: infer Values;
}
  ? [NonNullable<Values>] extends [never]
    ? unknown
    : NonNullable<Values>
  : unknown;

/** File fields travel in request.uploads, not in the body. */
type WithoutFiles<Form> = {
  [Key in keyof Form as NonNullable<Form[Key]> extends Blob ? never : Key]: Form[Key];
};

/** A required body as JSON or a form; an optional one, or none, is unknown. */
type BodyOf<Operation> = Operation extends { requestBody: infer Body }
  ? [JsonOf<Body>] extends [never]
    ? Body extends { content: { 'multipart/form-data': infer Form } }
      ? WithoutFiles<Form>
      : unknown
    : JsonOf<Body>
  : unknown;

/** What a handler returns for one response: its JSON, or the bytes of any other type. */
type ReturnOf<Response> = Response extends { content: infer Types }
  ? 'application/json' extends keyof Types
    ? JsonOf<Response>
    : Buffer
  : never;

/** Any success the operation lists (errors are thrown for the error handler, never returned). */
type AnswerOf<Responses> = {
  [Status in keyof Responses]: `${Status & number}` extends `2${string}`
    ? ReturnOf<Responses[Status]>
    : never;
}[keyof Responses];

type ParametersOf<Operation> = Operation extends { parameters: infer Parameters }
  ? Parameters
  : unknown;
type ResponsesOf<Operation> = Operation extends { responses: infer Responses } ? Responses : never;

/** The handler of operation `Id` of a document whose generated `operations` are `Operations`. */
export type OperationHandler<Operations, Id extends keyof Operations> = (
  request: FastifyRequest<{
    Params: ParametersIn<ParametersOf<Operations[Id]>, 'path'>;
    Querystring: ParametersIn<ParametersOf<Operations[Id]>, 'query'>;
    Body: BodyOf<Operations[Id]>;
  }>,
  reply: FastifyReply,
) => Promise<AnswerOf<ResponsesOf<Operations[Id]>>>;

/** A group of handlers, by operationId. */
export type OperationHandlers<Operations, Ids extends keyof Operations> = {
  [Id in Ids]: OperationHandler<Operations, Id>;
};
