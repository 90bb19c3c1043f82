// What is wrong, in the records' terms and whoever asked: domain/, the worlds, the sandbox
// registry, the simulator and lib/ throw these and never pick an HTTP status, so they can be
// called (and tested) without a request. The HTTP layer answers each kind with its status in
// one place, plugins/infrastructure/errors.ts; the message is sent as it is, so it names what
// is wrong the way the API's answers do (`No enquiry 7`, `body/Image must be ...`).

export type DomainErrorKind =
  | 'invalid-input'
  | 'not-permitted'
  | 'not-found'
  | 'conflict'
  | 'unsupported-type'
  | 'too-many'
  | 'at-capacity'
  | 'unavailable';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  /** For a limit that ends: whole seconds until asking again may succeed. */
  readonly retryAfterSeconds: number | undefined;
  constructor(message: string, { retryAfterSeconds }: { retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = new.target.name;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Input the schema lets through that the records or the rules refuse (a window run backwards). */
export class InvalidInputError extends DomainError {
  readonly kind = 'invalid-input';
}

/** Nothing by that id or name here (or nothing the caller may know of). */
export class NotFoundError extends DomainError {
  readonly kind = 'not-found';
}

/** It exists, but is not the caller's to see or change (another garage's account). */
export class NotPermittedError extends DomainError {
  readonly kind = 'not-permitted';
}

/** The record is not in a state that allows it (quoting a cancelled enquiry). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

/** Content of a type that is not taken here, judged by its bytes (an image that is not one). */
export class UnsupportedTypeError extends DomainError {
  readonly kind = 'unsupported-type';
}

/** Too many attempts too quickly (wrong licence codes): refused until the wait ends. */
export class TooManyError extends DomainError {
  readonly kind = 'too-many';
  constructor(message: string, retryAfterSeconds: number) {
    super(message, { retryAfterSeconds });
  }
}

/** No room for one more (every sandbox slot in use) until the wait ends. */
export class AtCapacityError extends DomainError {
  readonly kind = 'at-capacity';
  constructor(message: string, retryAfterSeconds: number) {
    super(message, { retryAfterSeconds });
  }
}

/** Something the mock keeps its state in (a sandbox store) did not answer: ask again later. */
export class UnavailableError extends DomainError {
  readonly kind = 'unavailable';
}
