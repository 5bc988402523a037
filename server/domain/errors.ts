// Expected failures of the business rules. Each class carries the Portuguese message shown to people and the HTTP
// status the documented REST paths answer with; its name is its GraphQL type's (domain/error-catalogue.ts lists them).

export class DomainError extends Error {
  /** The status of a REST answer carrying this error (`{ mensagem: { texto } }`). */
  static readonly status: number = 400;

  constructor(message?: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
  }
}

export class NotFoundError extends DomainError {
  static override readonly status = 404;
}

/** A class of expected failure, as the catalogue and the adapters (GraphQL, REST, tus) see it. */
export type DomainErrorClass = (abstract new (...args: never[]) => DomainError) & { readonly status: number };

/** The HTTP status of an expected failure: the one its class (or the nearest class above it) declares. */
export function httpStatusOf(error: DomainError): number {
  return (error.constructor as DomainErrorClass).status;
}
