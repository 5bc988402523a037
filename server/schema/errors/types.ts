// Expected failures as typed results: the Error interface, domain error classes and validation issues.
import { InputValidationError, type StandardSchemaV1 } from '@pothos/plugin-validation';
import { builder } from '../../builder.ts';
import {
  CaptchaRejectedError,
  InvalidCredentialsError,
  InvalidResetLinkError,
  TooManyAttemptsError,
} from '../../domain/auth.ts';
import {
  CheckoutGuardError,
  DeliveryNotOfferedError,
  InvalidQuantityError,
  OptionUnavailableError,
} from '../../domain/cart.ts';
import { MercadoPagoCredentialsError, MercadoPagoUnreachableError } from '../../domain/credentials.ts';
import { AllPhotosNotOfferedError, DiscountSettingsError } from '../../domain/discounts.ts';
import { DomainError, NotFoundError } from '../../domain/errors.ts';
import { FulfilmentError } from '../../domain/fulfilment.ts';
import {
  AuthorizedPeopleOnlyError,
  GalleryKeyChangedError,
  GallerySessionExpiredError,
  RefreshTokenNotPrivateError,
  WrongGalleryKeyError,
  WrongPersonCredentialsError,
} from '../../domain/gallery-access.ts';
import { GallerySettingsError } from '../../domain/gallery-settings.ts';
import { WeakPasswordError } from '../../domain/password-strength.ts';
import {
  PaymentFailedError,
  PaymentInProgressError,
  PaymentsNotConfiguredError,
} from '../../domain/payments.ts';
import { PlanLimitReachedError, PlanPendingError } from '../../domain/plan.ts';
import { PriceItemError } from '../../domain/price-items.ts';
import { PhotosNotForSaleError } from '../../domain/sale-readiness.ts';
import { FileTooLargeError, InvalidImageError } from '../../domain/uploads.ts';
import { CartClosedError } from '../../services/cart/cart-changes.ts';
import { ShippingNotPossibleError } from '../../services/cart/shipping-quote.ts';
import { DownloadsNotReleasedError } from '../../services/orders/order-archive.ts';
import {
  CepLookupUnavailableError,
  CepMalformedError,
  CepNotFoundError,
  PostalCodeRateLimitedError,
} from '../../services/postal-codes/postal-code-lookup.ts';
import {
  ShippingNotOfferedError,
  ShippingUnavailableError,
} from '../../services/shipping/shipping-quoter.ts';

export const ErrorInterface = builder.interfaceRef<Error>('Error').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});

/** Registers a domain error class as a GraphQL type implementing Error, named after the class. */
function errorType(errorClass: abstract new (...args: never[]) => DomainError, name: string) {
  return builder.objectType(errorClass as typeof DomainError, {
    name,
    interfaces: [ErrorInterface],
    isTypeOf: (value) => value instanceof errorClass,
  });
}

errorType(DomainError, 'BaseError');
errorType(NotFoundError, 'NotFoundError');
errorType(InvalidCredentialsError, 'InvalidCredentialsError');
errorType(TooManyAttemptsError, 'TooManyAttemptsError');
errorType(CaptchaRejectedError, 'CaptchaRejectedError');
errorType(InvalidResetLinkError, 'InvalidResetLinkError');
errorType(WeakPasswordError, 'WeakPasswordError');
errorType(MercadoPagoCredentialsError, 'MercadoPagoCredentialsError');
errorType(MercadoPagoUnreachableError, 'MercadoPagoUnreachableError');
errorType(PlanLimitReachedError, 'PlanLimitReachedError');
errorType(PlanPendingError, 'PlanPendingError');
errorType(FileTooLargeError, 'FileTooLargeError');
errorType(InvalidImageError, 'InvalidImageError');
errorType(PriceItemError, 'PriceItemError');
errorType(WrongGalleryKeyError, 'WrongGalleryKeyError');
errorType(WrongPersonCredentialsError, 'WrongPersonCredentialsError');
errorType(AuthorizedPeopleOnlyError, 'AuthorizedPeopleOnlyError');
errorType(RefreshTokenNotPrivateError, 'RefreshTokenNotPrivateError');
errorType(GalleryKeyChangedError, 'GalleryKeyChangedError');
errorType(GallerySessionExpiredError, 'GallerySessionExpiredError');
errorType(OptionUnavailableError, 'OptionUnavailableError');
errorType(InvalidQuantityError, 'InvalidQuantityError');
errorType(CartClosedError, 'CartClosedError');
errorType(PhotosNotForSaleError, 'PhotosNotForSaleError');
errorType(DeliveryNotOfferedError, 'DeliveryNotOfferedError');
errorType(PaymentFailedError, 'PaymentFailedError');
errorType(PaymentInProgressError, 'PaymentInProgressError');
errorType(PaymentsNotConfiguredError, 'PaymentsNotConfiguredError');
errorType(ShippingUnavailableError, 'ShippingUnavailableError');
errorType(ShippingNotOfferedError, 'ShippingNotOfferedError');
errorType(ShippingNotPossibleError, 'ShippingNotPossibleError');
errorType(CepMalformedError, 'CepMalformedError');
errorType(CepNotFoundError, 'CepNotFoundError');
errorType(CepLookupUnavailableError, 'CepLookupUnavailableError');
errorType(PostalCodeRateLimitedError, 'PostalCodeRateLimitedError');
errorType(FulfilmentError, 'FulfilmentError');
errorType(DownloadsNotReleasedError, 'DownloadsNotReleasedError');
errorType(AllPhotosNotOfferedError, 'AllPhotosNotOfferedError');

builder.objectType(DiscountSettingsError, {
  name: 'DiscountSettingsError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof DiscountSettingsError,
  description: 'A refusal of the discount table or the all-photos price.',
  fields: (t) => ({
    field: t.exposeString('field', {
      nullable: true,
      description: "The input field it is about: 'tiers.1.percent', 'allPhotosPrice'...",
    }),
  }),
});

builder.objectType(CheckoutGuardError, {
  name: 'CheckoutGuardError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof CheckoutGuardError,
  description:
    'Checkout cannot go on; flag is what the cart page shows (tamanho-imgs-ausente, modalidade-entrega-ausente...).',
  fields: (t) => ({ flag: t.exposeString('flag') }),
});

builder.objectType(GallerySettingsError, {
  name: 'GallerySettingsError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof GallerySettingsError,
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
