// THE classification of every operation of the schema: who may run it. Each entry is a schema coordinate
// ('Query.field', 'Mutation.field', 'Type.field' for an admin field on a type, 'Type' for a type only admins read)
// or an admin REST handler route ('GET /api/adm/...', the routes that run a service instead of an operation).
// 'public': anyone (logins, links, storefront reads; the resolver checks its own token); 'customer': a gallery
// customer's session; 'operator': the platform's operator (/plataforma, the isOperator scope: never a studio's
// member); any capability (domain/roles.ts): a studio admin whose role has it.
// Fields declare `authScopes: byRole` (or `adminCan: '<coordinate>'`) and this table decides; a coordinate missing
// here is refused to everyone at run time, and fails server/schema/access/role-matrix.test.ts.
import type { Capability } from './roles.ts';

export type Access = 'public' | 'customer' | 'operator' | Capability;

export const operationAccess = {
  // Anyone
  'Query.customerOrder': 'public',
  'Query.gallery': 'public',
  'Query.gallerySession': 'public',
  'Query.galleryEvent': 'public',
  'Query.node': 'public',
  'Query.nodes': 'public',
  'Query.platform': 'public',
  'Query.postalCode': 'public',
  'Query.sharedFavorites': 'public',
  'Query.studio': 'public',
  'Query.teamInvitation': 'public',
  'Mutation.login': 'public',
  'Query.platformHome': 'public',
  'Query.studioAddressCheck': 'public',
  'Mutation.signUpStudio': 'public',
  'Mutation.redeemSignUpLogin': 'public',
  'Mutation.confirmStudioEmail': 'public',
  'Mutation.operatorLogin': 'public',
  // The signed 7-day link of a data export: the link is the key.
  'GET /api/adm/exportacoes/:exportacaoId/dados.zip': 'public',
  'Mutation.requestPasswordReset': 'public',
  'Mutation.resetPassword': 'public',
  'Mutation.acceptTeamInvitation': 'public',
  'Mutation.confirmLoginEmailChange': 'public',
  'Mutation.openPrivateGallerySession': 'public',
  'Mutation.openPublicGallerySession': 'public',
  'Mutation.revalidateGallerySession': 'public',
  'Mutation.upgradeGallerySession': 'public',
  'Mutation.optOutOfCartReminders': 'public',
  'Mutation.sendMyOrderLinks': 'public',
  'Mutation.createOrderArchiveLink': 'public',
  // A photo alert's signed one-click link (photo-alerts.test.ts).
  'Mutation.unsubscribePhotoAlert': 'public',
  // The resumable uploads' discovery (tus OPTIONS) says only what the server supports.
  'OPTIONS /api/adm/envios': 'public',
  'OPTIONS /api/adm/envios/:envio': 'public',
  // The API reference: what the route table and the schema document.
  'GET /api/openapi.json': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/graphql': 'public',

  // A gallery customer
  'Mutation.addAllPhotosToCart': 'customer',
  'Mutation.addFavoritePhoto': 'customer',
  'Mutation.addFavoritePhotosToCart': 'customer',
  'Mutation.addPhotoToCart': 'customer',
  'Mutation.applyOptionToAllCartItems': 'customer',
  'Mutation.chooseAnotherPaymentMethod': 'customer',
  'Mutation.copySharedFavoritePhotos': 'customer',
  'Mutation.deselectPhoto': 'customer',
  'Mutation.duplicateCartItem': 'customer',
  'Mutation.editCheckoutForm': 'customer',
  'Mutation.processPayment': 'customer',
  'Mutation.quoteShipping': 'customer',
  'Mutation.removeCartItem': 'customer',
  'Mutation.removeFavoritePhoto': 'customer',
  'Mutation.resumeRemindedCart': 'customer',
  'Mutation.saveDeliveryAddress': 'customer',
  'Mutation.savePersonalData': 'customer',
  'Mutation.searchPhotosBySelfie': 'customer',
  'Mutation.setCartItemCrop': 'customer',
  'Mutation.setCartItemOption': 'customer',
  'Mutation.setCartItemQuantity': 'customer',
  'Mutation.setDeliveryPreference': 'customer',
  'Mutation.shareFavoritePhotos': 'customer',
  'Mutation.startNewCart': 'customer',
  'Mutation.createPhotoAlert': 'customer',
  'Mutation.followPhotoAlert': 'customer',
  // Live updates of the payment page: the session's own payment only (schema/live/subscriptions.ts).
  'Subscription.paymentStatusChanged': 'customer',

  // Every member: their own account
  'Query.me': 'account',
  'Mutation.logout': 'account',
  'Mutation.endAdminSession': 'account',
  'Mutation.endOtherAdminSessions': 'account',
  'Mutation.requestLoginEmailChange': 'account',
  'Studio.plan': 'account',
  'Studio.suspendedReason': 'account',
  'Mutation.resendStudioVerificationEmail': 'account',
  'Studio.storageUsedBytes': 'account',

  // Events and photos (photographers too)
  'Mutation.createEvent': 'events',
  'Mutation.deleteEvent': 'events',
  'Mutation.setEventDate': 'events',
  'Mutation.setEventPublished': 'events',
  'Mutation.setEventCover': 'events',
  'Mutation.setEventCoverFromPhoto': 'events',
  'Mutation.setEventAccessKey': 'events',
  'Mutation.setEventBibSearch': 'events',
  'Mutation.setEventFaceSearch': 'events',
  'Mutation.uploadPhoto': 'events',
  'Mutation.movePhoto': 'events',
  'Mutation.deletePhotos': 'events',
  'Mutation.createDownloadLink': 'events',
  'Studio.event': 'events',
  'Studio.events': 'events',
  'Mutation.createEventOriginalsLink': 'events',
  'GET /api/adm/eventos/:eventoId/originais.zip': 'events',
  'Event.accessKey': 'events',
  'Event.bibSearchProgress': 'events',
  'Event.faceSearchProgress': 'events',
  'Event.bibSearchBacklog': 'events',
  'Event.faceSearchBacklog': 'events',
  'Event.photoCount': 'events',
  'Event.photos': 'events',
  'Event.searchPhotosByNumber': 'events',
  'Event.selfieConsent': 'events',
  'Event.photoAlertForm': 'events',
  'Subscription.photoStatusChanged': 'events',
  'Photo.original': 'events',
  'GET /api/adm/:urlEvento/download/:arquivoId': 'events',
  'POST /api/adm/envios': 'events',
  'HEAD /api/adm/envios/:envio': 'events',
  'PATCH /api/adm/envios/:envio': 'events',
  'DELETE /api/adm/envios/:envio': 'events',

  // The studio and its storefront
  'Mutation.renameStudio': 'studio',
  'Mutation.changeStudioSlug': 'studio',
  'Mutation.createBanner': 'studio',
  'Mutation.deleteBanner': 'studio',
  'Mutation.renameBanner': 'studio',
  'Mutation.replaceBannerImage': 'studio',
  'Mutation.updateAboutImage': 'studio',
  'Mutation.updateAboutText': 'studio',
  'Mutation.updateAboutWhatsApp': 'studio',
  'Mutation.updateAccentColor': 'studio',
  'Mutation.updateFooterEmail': 'studio',
  'Mutation.updateFooterLogo': 'studio',
  'Mutation.updateFooterPhone': 'studio',
  'Mutation.updateStudioAddress': 'studio',
  'Mutation.updateStudioLogo': 'studio',
  'Mutation.setWatermark': 'studio',
  'Mutation.removeWatermark': 'studio',
  'Mutation.setCustomDomain': 'studio',
  'Mutation.checkCustomDomain': 'studio',
  'Mutation.removeCustomDomain': 'studio',
  'Mutation.sendTestEmail': 'studio',
  'Studio.address': 'studio',
  'Studio.customDomain': 'studio',
  'Studio.emailSamples': 'studio',
  'Studio.setupChecklist': 'studio',
  'Studio.testEmailRecipient': 'studio',
  'Studio.watermark': 'studio',
  // The public key and a placeholder of the access token: nothing secret; changing them is 'credentials'.
  'Studio.mercadoPago': 'studio',

  // Prices
  'Mutation.addPriceTableItem': 'pricing',
  'Mutation.removePriceTableItem': 'pricing',
  'Mutation.updateGallerySettings': 'pricing',
  'Mutation.setEventDeliveryFormat': 'pricing',
  'Mutation.updateEventDiscounts': 'pricing',
  'Studio.savedPriceTables': 'pricing',

  // Orders and sales
  Order: 'orders',
  'Mutation.createPrintArchiveLink': 'orders',
  'Mutation.notifyShipment': 'orders',
  'Mutation.releaseDigitalDelivery': 'orders',
  'Mutation.resendPickupNotice': 'orders',
  'Mutation.setPhysicalDeliveryStatus': 'orders',
  'Studio.orders': 'orders',
  'Studio.ordersNeedingAction': 'orders',
  'Studio.salesSummary': 'orders',
  'Event.orderCounts': 'orders',
  'Event.orders': 'orders',
  'GET /api/adm/pedidos.csv': 'orders',
  'GET /api/adm/pedidos/:pedidoId/impressao.zip': 'orders',
  'Subscription.orderChanged': 'orders',

  // Customers
  'Event.authorizedPeople': 'customers',
  AuthorizedPerson: 'customers',
  'Event.customerChoices': 'customers',
  'Studio.cartReminders': 'customers',
  'Mutation.updateCartReminderSettings': 'customers',
  'Event.photoAlerts': 'customers',

  // Credentials: payment keys and the team
  'Mutation.updateMercadoPagoCredentials': 'credentials',
  'Studio.team': 'credentials',
  'Studio.teamInvitations': 'credentials',
  'Mutation.inviteTeamMember': 'credentials',
  'Mutation.resendTeamInvitation': 'credentials',
  'Mutation.revokeTeamInvitation': 'credentials',
  'Mutation.removeTeamMember': 'credentials',
  'Mutation.changeTeamMemberRole': 'credentials',

  // Billing: the studio's plan paid to the platform, exporting all its data and closing it (the owner's)
  'Studio.billing': 'billing',
  'Mutation.subscribeToPlan': 'billing',
  'Mutation.changeSubscriptionPlan': 'billing',
  'Mutation.updateSubscriptionCard': 'billing',
  'Mutation.cancelSubscription': 'billing',
  'Studio.dataExports': 'billing',
  'Studio.closure': 'billing',
  'Mutation.exportStudioData': 'billing',
  'Mutation.requestStudioClosure': 'billing',
  'Mutation.cancelStudioClosure': 'billing',

  // Integrations (/adm 'Integrações'): the studio's API tokens
  'Studio.apiTokens': 'integrations',
  ApiToken: 'integrations',
  'Mutation.createApiToken': 'integrations',
  'Mutation.revokeApiToken': 'integrations',
  // Integrations: the studio's webhook endpoints and their delivery log
  'Studio.webhookEndpoints': 'integrations',
  'Studio.webhookEventTypes': 'integrations',
  WebhookEndpoint: 'integrations',
  WebhookMessage: 'integrations',
  'Mutation.createWebhookEndpoint': 'integrations',
  'Mutation.updateWebhookEndpoint': 'integrations',
  'Mutation.rotateWebhookEndpointSecret': 'integrations',
  'Mutation.deleteWebhookEndpoint': 'integrations',
  'Mutation.sendTestWebhook': 'integrations',
  'Mutation.redeliverWebhookMessage': 'integrations',

  // The platform's operator console (/plataforma)
  'Query.operatorConsole': 'operator',
  OperatorConsole: 'operator',
  ConsoleStudio: 'operator',
  ConsolePlan: 'operator',
  FailedJob: 'operator',
  GivenUpEmail: 'operator',
  StalePayment: 'operator',
  PlatformFigures: 'operator',
  OperatorAuditEntry: 'operator',
  'Mutation.operatorLogout': 'operator',
  'Mutation.changeStudioPlan': 'operator',
  'Mutation.extendStudioTrial': 'operator',
  'Mutation.suspendStudio': 'operator',
  'Mutation.reactivateStudio': 'operator',
  'Mutation.resendStudioVerification': 'operator',
  'Mutation.setConsoleStudioDomain': 'operator',
  'Mutation.savePlan': 'operator',
  'Mutation.retryFailedJob': 'operator',
  'Mutation.retryGivenUpEmail': 'operator',
  'Mutation.checkPaymentNow': 'operator',

  // Photographers of the photos (issue 28): who shot what is the events' business; crediting photos to someone
  // else decides who is paid (orders); the commissions are the team's terms (credentials). The sales report is
  // open to every member with events: domain/photographers.ts reportScope gives a photographer their own line only.
  'Photo.photographer': 'events',
  'Event.photographers': 'events',
  'Studio.photographerSales': 'events',
  'GET /api/adm/relatorios/fotografos.csv': 'events',
  'Studio.photographers': 'orders',
  'Mutation.reassignPhotos': 'orders',
  'Mutation.setPhotographerCommission': 'credentials',
} as const satisfies Record<string, Access>;

export type OperationCoordinate = keyof typeof operationAccess;

/** The access of a coordinate, or undefined when it is not classified (then refused). */
export function accessOf(coordinate: string): Access | undefined {
  return (operationAccess as Record<string, Access>)[coordinate];
}
