// Expected failures of the business rules, each carrying the Portuguese message shown to people.

export class DomainError extends Error {
  override name = 'DomainError';
}

export class NotFoundError extends DomainError {
  override name = 'NotFoundError';
}
