// Expected failures as typed results: the Error interface, a type for every class of the error catalogue (three
// with fields of their own), and validation issues.
import { InputValidationError, type StandardSchemaV1 } from '@pothos/plugin-validation';
import { builder } from '../../builder.ts';
import { CheckoutGuardError } from '../../domain/cart.ts';
import { DiscountSettingsError } from '../../domain/discounts.ts';
import { errorCatalogue, errorTypeName } from '../../domain/error-catalogue.ts';
import { type DomainError, type DomainErrorClass, NotFoundError } from '../../domain/errors.ts';
import { GallerySettingsError } from '../../domain/gallery-settings.ts';

export const ErrorInterface = builder.interfaceRef<Error>('Error').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});

const withFieldsOfTheirOwn = new Set<unknown>([
  DiscountSettingsError,
  CheckoutGuardError,
  GallerySettingsError,
]);

/** What every error type is: named after its class, implementing Error, recognised by its class. */
function errorTypeOptions(errorClass: DomainErrorClass) {
  return {
    name: errorTypeName(errorClass),
    interfaces: [ErrorInterface],
    isTypeOf: (value: unknown) => value instanceof errorClass,
  };
}

for (const errorClass of errorCatalogue) {
  if (!withFieldsOfTheirOwn.has(errorClass))
    builder.objectType(errorClass as typeof DomainError, errorTypeOptions(errorClass));
}

builder.objectType(DiscountSettingsError, {
  ...errorTypeOptions(DiscountSettingsError),
  description: 'A refusal of the discount table or the all-photos price.',
  fields: (t) => ({
    field: t.exposeString('field', {
      nullable: true,
      description: "The input field it is about: 'tiers.1.percent', 'allPhotosPrice'...",
    }),
  }),
});

builder.objectType(CheckoutGuardError, {
  ...errorTypeOptions(CheckoutGuardError),
  description:
    'Checkout cannot go on; flag is what the cart page shows (tamanho-imgs-ausente, modalidade-entrega-ausente...).',
  fields: (t) => ({ flag: t.exposeString('flag') }),
});

builder.objectType(GallerySettingsError, {
  ...errorTypeOptions(GallerySettingsError),
  description:
    'A gallery settings problem, shown as an alert; some carry a link to the page that solves them.',
  fields: (t) => ({
    link: t.exposeString('link', { nullable: true }),
    linkText: t.exposeString('linkText', { nullable: true }),
  }),
});

/** The errors every admin mutation can answer. */
export const commonErrors = [NotFoundError, InputValidationError];

const ValidationIssue = builder.objectRef<StandardSchemaV1.Issue>('ValidationIssue').implement({
  fields: (t) => ({
    message: t.exposeString('message'),
    path: t.stringList({
      resolve: (issue) => issue.path?.map((part) => String(typeof part === 'object' ? part.key : part)) ?? [],
    }),
  }),
});

builder.objectType(InputValidationError, {
  name: 'ValidationError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof InputValidationError,
  fields: (t) => ({
    // The first issue reads as the error's message; every issue is listed with the input path it concerns.
    message: t.string({ resolve: (error) => error.issues[0]?.message ?? 'Dados inválidos' }),
    issues: t.field({ type: [ValidationIssue], resolve: (error) => [...error.issues] }),
  }),
});
