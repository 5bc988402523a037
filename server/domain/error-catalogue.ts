// Every expected failure a caller can receive as a typed result: the GraphQL schema registers each of these classes
// as a type implementing Error, and the REST paths answer each with its class's status. A new error class is added
// here once; its name, message and status come from the class.
import { ApiTokenError, ApiTokenLimitReachedError } from './api-tokens.ts';
import {
  CaptchaRejectedError,
  InvalidCredentialsError,
  InvalidResetLinkError,
  TooManyAttemptsError,
} from './auth.ts';
import {
  AlreadySubscribedError,
  BillingUnavailableError,
  DowngradeBelowUsageError,
  NoSubscriptionError,
  PlanNotOfferedError,
  SamePlanError,
  SubscriptionCardRefusedError,
} from './billing.ts';
import {
  CartClosedError,
  CheckoutGuardError,
  DeliveryNotOfferedError,
  DigitalPhotoOnceError,
  InvalidQuantityError,
  OptionUnavailableError,
} from './cart.ts';
import { CartReminderSettingsError, ReminderLinkError } from './cart-reminders.ts';
import { MercadoPagoCredentialsError, MercadoPagoUnreachableError } from './credentials.ts';
import {
  ApexDomainNotSupportedError,
  CustomDomainsUnavailableError,
  DnsLookupFailedError,
  DomainInUseError,
  InvalidDomainError,
  NoCustomDomainError,
} from './custom-domains.ts';
import { DataRequestError, DataRequestLinkError, DataRequestRateLimitedError } from './data-requests.ts';
import { AllPhotosNotOfferedError, DiscountSettingsError } from './discounts.ts';
import { DomainError, type DomainErrorClass, NotFoundError } from './errors.ts';
import { ArchivedEventUploadError, EventArchiveError } from './event-archive.ts';
import {
  DownloadDaysError,
  DownloadPeriodEndedError,
  EventExpiryError,
  GalleryClosedError,
} from './event-expiry.ts';
import {
  InvalidSelfieError,
  SelfieConsentRequiredError,
  SelfieRateLimitedError,
  SelfieSearchUnavailableError,
} from './face-match.ts';
import { NoFavoritesError, SharedFavoritesNotFoundError } from './favorites.ts';
import { DownloadsNotReleasedError, FulfilmentError } from './fulfilment.ts';
import {
  AuthorizedPeopleOnlyError,
  GalleryKeyChangedError,
  GallerySessionExpiredError,
  RefreshTokenNotPrivateError,
  WrongGalleryKeyError,
  WrongPersonCredentialsError,
} from './gallery-access.ts';
import { GallerySettingsError } from './gallery-settings.ts';
import { InvitationError, InvitationLimitError } from './invitations.ts';
import { LiveUpdateLimitError } from './live-updates.ts';
import { TestEmailRateLimitedError } from './mail-delivery.ts';
import { MyOrdersRateLimitedError } from './my-orders.ts';
import {
  InvalidOperatorCredentialsError,
  OperatorActionError,
  PlanSettingsError,
  StudioSuspendedError,
} from './operator.ts';
import { WeakPasswordError } from './password-strength.ts';
import { PaymentFailedError, PaymentInProgressError, PaymentsNotConfiguredError } from './payments.ts';
import { PhotoAlertError, PhotoAlertLinkError, PhotoAlertRateLimitedError } from './photo-alerts.ts';
import { ReportPeriodError } from './photographer-sales.ts';
import { PhotographerChoiceError } from './photographers.ts';
import { PlanFeatureUnavailableError, PlanLimitReachedError, PlanPendingError } from './plan.ts';
import {
  CepLookupUnavailableError,
  CepMalformedError,
  CepNotFoundError,
  PostalCodeRateLimitedError,
} from './postal-codes.ts';
import { PriceItemError } from './price-items.ts';
import { InvalidCropError } from './print-crop.ts';
import { PrivacyPolicyTextError } from './privacy-policy.ts';
import { InvalidRaceNumberError, NumberSearchUnavailableError } from './race-numbers.ts';
import {
  AlreadyMemberError,
  InvalidInvitationError,
  LastOwnerError,
  TeamLimitReachedError,
} from './roles.ts';
import { PhotosNotForSaleError } from './sale-readiness.ts';
import {
  ShippingNotOfferedError,
  ShippingNotPossibleError,
  ShippingUnavailableError,
} from './shipping-quotes.ts';
import { InvalidEmailChangeLinkError, SlugTakenError, StudioAccountError } from './studio-account.ts';
import { InvalidSignUpLinkError, SignUpError, StudioAddressError } from './studio-address.ts';
import { StudioClosureError } from './studio-closure.ts';
import { InvalidTwoFactorCodeError, TwoFactorCodeRequiredError, TwoFactorSetupError } from './two-factor.ts';
import { FileTooLargeError, InvalidImageError } from './uploads.ts';
import { WebhookManualSendLimitError } from './webhook-delivery.ts';
import {
  InvalidWebhookEventsError,
  InvalidWebhookUrlError,
  WebhookDescriptionTooLongError,
  WebhookEndpointLimitError,
} from './webhook-endpoints.ts';

export const errorCatalogue: readonly DomainErrorClass[] = [
  DomainError,
  NotFoundError,
  // Studio login and password
  InvalidCredentialsError,
  TooManyAttemptsError,
  CaptchaRejectedError,
  InvalidResetLinkError,
  WeakPasswordError,
  // Studio members' two-factor login
  TwoFactorCodeRequiredError,
  InvalidTwoFactorCodeError,
  TwoFactorSetupError,
  // Sign-up
  StudioAddressError,
  SignUpError,
  InvalidSignUpLinkError,
  // The platform operator's console, and a suspended studio
  InvalidOperatorCredentialsError,
  OperatorActionError,
  PlanSettingsError,
  StudioSuspendedError,
  // The team and the studio's account
  TeamLimitReachedError,
  LastOwnerError,
  AlreadyMemberError,
  InvalidInvitationError,
  StudioAccountError,
  SlugTakenError,
  InvalidEmailChangeLinkError,
  // Studio settings, plan and uploads
  MercadoPagoCredentialsError,
  MercadoPagoUnreachableError,
  PlanLimitReachedError,
  PlanPendingError,
  PlanFeatureUnavailableError,
  // The studio's subscription to the platform
  BillingUnavailableError,
  SubscriptionCardRefusedError,
  PlanNotOfferedError,
  SamePlanError,
  NoSubscriptionError,
  AlreadySubscribedError,
  DowngradeBelowUsageError,
  FileTooLargeError,
  InvalidImageError,
  PriceItemError,
  GallerySettingsError,
  DiscountSettingsError,
  CartReminderSettingsError,
  PrivacyPolicyTextError,
  // The studio's own domain
  InvalidDomainError,
  DomainInUseError,
  CustomDomainsUnavailableError,
  ApexDomainNotSupportedError,
  NoCustomDomainError,
  DnsLookupFailedError,
  TestEmailRateLimitedError,
  // Gallery access
  WrongGalleryKeyError,
  WrongPersonCredentialsError,
  AuthorizedPeopleOnlyError,
  RefreshTokenNotPrivateError,
  GalleryKeyChangedError,
  GallerySessionExpiredError,
  // An expired gallery ('Galeria encerrada'), its owner's expiry and its orders' download period
  GalleryClosedError,
  EventExpiryError,
  EventArchiveError,
  ArchivedEventUploadError,
  DownloadDaysError,
  DownloadPeriodEndedError,
  // Cart, favourites and search
  OptionUnavailableError,
  InvalidQuantityError,
  InvalidCropError,
  DigitalPhotoOnceError,
  CartClosedError,
  PhotosNotForSaleError,
  DeliveryNotOfferedError,
  AllPhotosNotOfferedError,
  NoFavoritesError,
  SharedFavoritesNotFoundError,
  ReminderLinkError,
  InvalidRaceNumberError,
  NumberSearchUnavailableError,
  SelfieConsentRequiredError,
  SelfieSearchUnavailableError,
  InvalidSelfieError,
  SelfieRateLimitedError,
  PhotoAlertError,
  PhotoAlertRateLimitedError,
  PhotoAlertLinkError,
  // Invitations to a gallery
  InvitationError,
  InvitationLimitError,
  // Checkout, shipping and postal codes
  CheckoutGuardError,
  PaymentFailedError,
  PaymentInProgressError,
  PaymentsNotConfiguredError,
  ShippingUnavailableError,
  ShippingNotOfferedError,
  ShippingNotPossibleError,
  CepMalformedError,
  CepNotFoundError,
  CepLookupUnavailableError,
  PostalCodeRateLimitedError,
  // Orders
  FulfilmentError,
  DownloadsNotReleasedError,
  MyOrdersRateLimitedError,
  // A customer's LGPD requests (a copy of their data, its deletion)
  DataRequestRateLimitedError,
  DataRequestLinkError,
  DataRequestError,
  // Leaving the platform
  StudioClosureError,
  // Photographers of the photos and their sales report
  PhotographerChoiceError,
  ReportPeriodError,
  // Integrations: API tokens
  ApiTokenError,
  ApiTokenLimitReachedError,
  // Integrations: webhooks
  InvalidWebhookUrlError,
  InvalidWebhookEventsError,
  WebhookDescriptionTooLongError,
  WebhookEndpointLimitError,
  WebhookManualSendLimitError,
  // Integrations: live updates (a subscription over the bound)
  LiveUpdateLimitError,
];

/** The name a caller knows the error by: its GraphQL type and a result's __typename. */
export function errorTypeName(errorClass: DomainErrorClass): string {
  return errorClass === DomainError ? 'BaseError' : errorClass.name;
}

const statusByTypeName = new Map(
  errorCatalogue.map((errorClass) => [errorTypeName(errorClass), errorClass.status]),
);

/** The REST status of a typed error result, by its __typename (input validation and unknown names: 400). */
export function httpStatusOfTypeName(typeName: string): number {
  return statusByTypeName.get(typeName) ?? DomainError.status;
}
