import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { errorCatalogue, errorTypeName, httpStatusOfTypeName } from './error-catalogue.ts';
import { DomainError, type DomainErrorClass, httpStatusOf, NotFoundError } from './errors.ts';
import { SharedFavoritesNotFoundError } from './favorites.ts';
import { PlanLimitReachedError } from './plan.ts';

/** Every error class the domain modules export. */
async function exportedErrorClasses(): Promise<DomainErrorClass[]> {
  const files = (await readdir(import.meta.dirname)).filter((name) => /^[a-z-]+\.ts$/.test(name));
  const modules = await Promise.all(files.map((name) => import(`./${name}`)));
  return modules.flatMap((module) =>
    Object.values(module).filter(
      (value): value is DomainErrorClass =>
        typeof value === 'function' && value.prototype instanceof DomainError,
    ),
  );
}

describe('the error catalogue', () => {
  it('holds every error class of the domain, the class above it that callers know it by, or its subclasses', async () => {
    const listed = new Set<unknown>(errorCatalogue);
    const missing = (await exportedErrorClasses()).filter((errorClass) => {
      // The operator's command-line refusals are never a typed result.
      if (errorClass.name === 'StudioSetupError') return false;
      // A class grouping listed ones (GalleryAccessError) is never thrown itself.
      if (errorCatalogue.some((listedClass) => listedClass.prototype instanceof errorClass)) return false;
      let known: unknown = errorClass;
      while (known && !listed.has(known)) known = Object.getPrototypeOf(known);
      return known === DomainError && !listed.has(errorClass);
    });
    expect(missing.map((errorClass) => errorClass.name)).toEqual([]);
  });

  it('names each class once, as its GraphQL type', () => {
    const names = errorCatalogue.map(errorTypeName);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('BaseError');
    expect(names).toContain('PlanLimitReachedError');
  });

  it('gives the REST status of the class, inherited when a class declares none', () => {
    expect(httpStatusOf(new PlanLimitReachedError())).toBe(403);
    expect(httpStatusOf(new SharedFavoritesNotFoundError())).toBe(404);
    expect(httpStatusOf(new DomainError('x'))).toBe(400);
    expect(httpStatusOfTypeName('PlanLimitReachedError')).toBe(403);
    expect(httpStatusOfTypeName('NotFoundError')).toBe(NotFoundError.status);
    expect(httpStatusOfTypeName('ValidationError')).toBe(400);
  });

  it('names an error after its class', () => {
    expect(new PlanLimitReachedError().name).toBe('PlanLimitReachedError');
  });
});
