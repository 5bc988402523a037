// THE table of what an API token may run: every admin coordinate of domain/operation-access.ts (an operation whose
// access is a capability) names the scopes that allow it, or none. A token is a manager of its studio limited to
// these; it never runs its members' own account, the payment keys and team, billing, the integrations themselves
// or the platform's operations, and never acts as a customer. A coordinate missing here is refused to tokens (and
// fails token-scopes.test.ts); schema/access/token-scope-matrix.test.ts runs every operation with every scope.
import type { ApiTokenScope } from './api-tokens.ts';
import { accessOf, type operationAccess } from './operation-access.ts';
import type { Capability } from './roles.ts';

type Table = typeof operationAccess;

/** The coordinates only studio members may run (their access is a capability). */
export type AdminCoordinate = {
  [K in keyof Table]: Table[K] extends Capability ? K : never;
}[keyof Table];

/** Capabilities no token ever has, whatever the table says. */
export const capabilitiesTokensNeverHave: readonly Capability[] = [
  'account',
  'credentials',
  'billing',
  'integrations',
];

const none: readonly ApiTokenScope[] = [];
const orders = ['ORDERS_READ'] as const;
const events = ['EVENTS_WRITE'] as const;
const pricing = ['PRICING_WRITE'] as const;
const sales = ['SALES_READ'] as const;
/** The way to an event's orders, prices and figures: every scope lists and reads events. */
const eventReads = ['EVENTS_WRITE', 'ORDERS_READ', 'PRICING_WRITE', 'SALES_READ'] as const;

export const tokenScopes: Record<AdminCoordinate, readonly ApiTokenScope[]> = {
  // A member's own account: never
  'Query.me': none,
  'Mutation.logout': none,
  'Mutation.endAdminSession': none,
  'Mutation.endOtherAdminSessions': none,
  'Mutation.requestLoginEmailChange': none,
  'Mutation.forgetAdminDevice': none,
  'Mutation.startTwoFactorSetup': none,
  'Mutation.confirmTwoFactorSetup': none,
  'Mutation.disableTwoFactor': none,
  'Mutation.resendStudioVerificationEmail': none,
  'Studio.plan': none,
  'Studio.suspendedReason': none,
  'Studio.storageUsedBytes': none,
  'Studio.archivedStorageUsedBytes': none,

  // Events, photos and uploads (EVENTS_WRITE); every scope reads the events
  'Studio.event': eventReads,
  'Studio.events': eventReads,
  'Mutation.createEvent': events,
  'Mutation.deleteEvent': events,
  'Mutation.archiveEvent': events,
  'Mutation.restoreEvent': events,
  'Mutation.setEventDate': events,
  'Mutation.setEventPublished': events,
  'Mutation.setEventExpiry': events,
  'Mutation.setEventCover': events,
  'Mutation.setEventCoverFromPhoto': events,
  'Mutation.setEventAccessKey': events,
  'Mutation.setEventBibSearch': events,
  'Mutation.setEventFaceSearch': events,
  'Mutation.uploadPhoto': events,
  'Mutation.movePhoto': events,
  'Mutation.deletePhotos': events,
  'Mutation.createDownloadLink': events,
  'Mutation.createEventOriginalsLink': events,
  'GET /api/adm/eventos/:eventoId/originais.zip': events,
  'GET /api/adm/:urlEvento/download/:arquivoId': events,
  'POST /api/adm/envios': events,
  'HEAD /api/adm/envios/:envio': events,
  'PATCH /api/adm/envios/:envio': events,
  'DELETE /api/adm/envios/:envio': events,
  'Event.accessKey': events,
  'Event.bibSearchProgress': events,
  'Event.faceSearchProgress': events,
  'Event.bibSearchBacklog': events,
  'Event.faceSearchBacklog': events,
  'Event.photoCount': events,
  'Event.archive': events,
  'Event.photos': events,
  'Subscription.photoStatusChanged': events,
  'Event.searchPhotosByNumber': events,
  'Event.selfieConsent': events,
  'Event.photoAlertForm': events,
  'Event.photographers': events,
  'Photo.original': events,
  'Photo.photographer': events,
  // The team as names to credit an upload to.
  'Studio.photographers': events,

  // The storefront and the studio's settings: never
  'Mutation.renameStudio': none,
  'Mutation.changeStudioSlug': none,
  'Mutation.createBanner': none,
  'Mutation.deleteBanner': none,
  'Mutation.renameBanner': none,
  'Mutation.replaceBannerImage': none,
  'Mutation.updateAboutImage': none,
  'Mutation.updateAboutText': none,
  'Mutation.updateAboutWhatsApp': none,
  'Mutation.updateAccentColor': none,
  'Mutation.updateFooterEmail': none,
  'Mutation.updateFooterLogo': none,
  'Mutation.updateFooterPhone': none,
  'Mutation.updateStudioAddress': none,
  'Mutation.updateStudioLogo': none,
  'Mutation.setWatermark': none,
  'Mutation.removeWatermark': none,
  'Mutation.setCustomDomain': none,
  'Mutation.checkCustomDomain': none,
  'Mutation.removeCustomDomain': none,
  'Mutation.sendTestEmail': none,
  'Studio.address': none,
  'Studio.customDomain': none,
  'Studio.emailSamples': none,
  'Studio.setupChecklist': none,
  'Studio.testEmailRecipient': none,
  'Studio.watermark': none,
  'Studio.mercadoPago': none,
  'Studio.privacyPolicyVersions': none,
  'Mutation.updatePrivacyPolicy': none,

  // Prices: tables, delivery formats, discounts (the gallery settings form holds them)
  'Mutation.addPriceTableItem': pricing,
  'Mutation.removePriceTableItem': pricing,
  'Mutation.updateGallerySettings': pricing,
  'Mutation.updateDownloadDaysAfterExpiry': pricing,
  'Studio.downloadDaysAfterExpiry': pricing,
  'Mutation.setEventDeliveryFormat': pricing,
  'Mutation.updateEventDiscounts': pricing,
  'Studio.savedPriceTables': pricing,

  // Orders, their items and customers: read only; changing an order is a member's
  Order: orders,
  'Studio.orders': orders,
  'Subscription.orderChanged': orders,
  'Studio.ordersNeedingAction': orders,
  'Event.orders': orders,
  'Event.orderCounts': ['ORDERS_READ', 'SALES_READ'],
  'Event.customerChoices': orders,
  'GET /api/adm/pedidos.csv': orders,
  'GET /api/adm/pedidos/:pedidoId/impressao.zip': orders,
  'Mutation.createPrintArchiveLink': none,
  'Mutation.notifyShipment': none,
  'Mutation.releaseDigitalDelivery': none,
  'Mutation.resendPickupNotice': none,
  'Mutation.setPhysicalDeliveryStatus': none,
  // Crediting photos to someone else decides who is paid.
  'Mutation.reassignPhotos': none,

  // Sales figures: the dashboard and the reports
  'Studio.salesSummary': sales,
  'Studio.photographerSales': sales,
  'GET /api/adm/relatorios/fotografos.csv': sales,
  'Event.photoAlerts': sales,

  // Who may open a gallery (its passwords) and the cart reminders: a member's
  'Event.authorizedPeople': none,
  AuthorizedPerson: none,
  'Studio.cartReminders': none,
  // Invitations: an integration may add, send and follow them (a token never reads a person's password, so
  // inviting the authorised people is a member's).
  'Event.invitations': events,
  'Event.invitationCounts': events,
  EventInvitation: events,
  'Mutation.addEventInvitations': events,
  'Mutation.sendEventInvitations': events,
  'Mutation.deleteEventInvitation': events,
  'Mutation.inviteAuthorizedPeople': none,
  'Mutation.updateCartReminderSettings': none,

  // Customers' LGPD requests: their personal data, copied or deleted, is a member's business
  'Studio.dataRequests': none,
  'Studio.customerData': none,
  DataRequest: none,
  'Mutation.exportCustomerData': none,
  'Mutation.deleteCustomerData': none,
  'Mutation.carryOutDataRequest': none,

  // Payment keys and the team; billing: never
  'Mutation.updateMercadoPagoCredentials': none,
  'Studio.team': none,
  'Studio.teamInvitations': none,
  'Mutation.inviteTeamMember': none,
  'Mutation.resendTeamInvitation': none,
  'Mutation.revokeTeamInvitation': none,
  'Mutation.removeTeamMember': none,
  'Mutation.changeTeamMemberRole': none,
  'Mutation.setPhotographerCommission': none,
  'Studio.billing': none,
  'Mutation.subscribeToPlan': none,
  'Mutation.changeSubscriptionPlan': none,
  'Mutation.updateSubscriptionCard': none,
  'Mutation.cancelSubscription': none,
  'Studio.dataExports': none,
  'Studio.closure': none,
  'Mutation.exportStudioData': none,
  'Mutation.requestStudioClosure': none,
  'Mutation.cancelStudioClosure': none,

  // The integrations themselves (tokens, webhooks): never
  'Studio.apiTokens': none,
  ApiToken: none,
  'Mutation.createApiToken': none,
  'Mutation.revokeApiToken': none,
  'Studio.webhookEndpoints': none,
  'Studio.webhookEventTypes': none,
  WebhookEndpoint: none,
  WebhookMessage: none,
  'Mutation.createWebhookEndpoint': none,
  'Mutation.updateWebhookEndpoint': none,
  'Mutation.rotateWebhookEndpointSecret': none,
  'Mutation.deleteWebhookEndpoint': none,
  'Mutation.sendTestWebhook': none,
  'Mutation.redeliverWebhookMessage': none,
};

/** The scopes that allow the coordinate (none when it is not an admin coordinate, or no token may run it). */
export function scopesAllowing(coordinate: string): readonly ApiTokenScope[] {
  const access = accessOf(coordinate);
  if (!access || capabilitiesTokensNeverHave.includes(access as Capability)) return none;
  return (tokenScopes as Record<string, readonly ApiTokenScope[]>)[coordinate] ?? none;
}

/** Whether a token with `scopes` may run the operation at `coordinate`. */
export function tokenMay(scopes: readonly ApiTokenScope[], coordinate: string): boolean {
  return scopesAllowing(coordinate).some((scope) => scopes.includes(scope));
}
