// Every operation of an OpenAPI document, found by the one walk of its `paths`: the mock's
// routes and fuzzer, the drift watch and the contract checks all start from this list, so
// they agree on what an operation is, where it lives and which parameters it takes.
import type { OpenApiDocument, Operation, Parameter } from '@garage/api-types/openapi';
import { hostsOf, type HostRole } from './hosts.ts';

// The keys of a path item that are operations; the others (parameters, summary, servers...)
// describe the path.
const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH' | 'TRACE';

export type DocumentOperation = {
  operationId: string;
  /** Upper case, as a request names it. */
  method: HttpMethod;
  /** The path template as the document writes it, `{name}` per path parameter. */
  path: string;
  /** The operation, its `parameters` the path item's and its own together. */
  operation: Operation & { parameters: Parameter[] };
  /** The hosts that serve it: those its `servers` name (else its path's), else the main API. */
  hosts: HostRole[];
};

type Servers = Operation['servers'];

/** An operation's own parameter wins over the path item's of the same name and place. */
function mergeParameters(shared: readonly Parameter[], own: readonly Parameter[]): Parameter[] {
  const key = (parameter: Parameter) => `${parameter.in} ${parameter.name}`;
  const overridden = new Set(own.map(key));
  return [...shared.filter((parameter) => !overridden.has(key(parameter))), ...own];
}

/** Every operation of the document once, in the document's order. */
export function operationsOf(document: OpenApiDocument): DocumentOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) => {
    // api-types types a path item as its operations only, all the documents hold so far.
    const { parameters = [], servers } = item as { parameters?: Parameter[]; servers?: Servers };
    return Object.entries(item)
      .filter(([key]) => httpMethods.includes(key))
      .map(([method, operation]) => ({
        operationId: operation.operationId,
        method: method.toUpperCase() as HttpMethod,
        path,
        operation: {
          ...operation,
          parameters: mergeParameters(parameters, operation.parameters ?? []),
        },
        hosts: hostsOf(operation.operationId, operation.servers ?? servers),
      }));
  });
}

/** Which hosts serve each operation, by operationId. */
export function operationHosts(document: OpenApiDocument): Map<string, HostRole[]> {
  return new Map(operationsOf(document).map(({ operationId, hosts }) => [operationId, hosts]));
}
