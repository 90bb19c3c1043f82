// Every operation of an OpenAPI document, found by the one walk of its `paths`: the mock's
// routes, fuzzer and API reference, the drift watch and the contract checks all start here,
// so they agree on what an operation is, where it lives and which parameters it takes.
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

type PathItem<Item> = Record<string, Item>;

/**
 * The one walk of a document's `paths`: each operation (a key that is an HTTP method) with
 * its path and path item, in the document's order.
 */
function* walk<Item>(paths: Record<string, PathItem<Item>>) {
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (httpMethods.includes(method)) yield { path, method, item, operation };
    }
  }
}

/** Every operation of the document once, in the document's order. */
export function operationsOf(document: OpenApiDocument): DocumentOperation[] {
  return [...walk(document.paths)].map(({ path, method, item, operation }) => {
    // api-types types a path item as its operations only, all the documents hold so far.
    const shared = item as { parameters?: Parameter[]; servers?: Servers };
    return {
      operationId: operation.operationId,
      method: method.toUpperCase() as HttpMethod,
      path,
      operation: {
        ...operation,
        parameters: mergeParameters(shared.parameters ?? [], operation.parameters ?? []),
      },
      hosts: hostsOf(operation.operationId, operation.servers ?? shared.servers),
    };
  });
}

/**
 * A copy of a document's `paths` with each operation replaced by what `change` makes of it,
 * for a document as written ($refs and all); the document itself is left as it is.
 */
export function mapOperations<Operation>(
  paths: Record<string, PathItem<Operation>>,
  change: (operation: Operation) => Operation,
): Record<string, PathItem<Operation>> {
  const changed = { ...paths };
  for (const { path, method, operation } of walk(paths)) {
    changed[path] = { ...changed[path], [method]: change(operation) };
  }
  return changed;
}

/** Which hosts serve each operation, by operationId. */
export function operationHosts(document: OpenApiDocument): Map<string, HostRole[]> {
  return new Map(operationsOf(document).map(({ operationId, hosts }) => [operationId, hosts]));
}
