// Tenant isolation: studio A's admin can neither reach nor change studio B's rows, through any operation.
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event, Studio } from '../generated/prisma/client.ts';
import { renderLandscapeJpeg } from '../services/images/generated-pictures.ts';
import { type AdminClient, adminOfNewStudio } from '../test/admin-client.ts';
import { factories } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { schema } from './index.ts';

interface Target {
  studio: Studio;
  event: Event;
  photoId: string;
  photoName: string;
  bannerId: string;
  tableId: string;
  itemId: string;
  personId: string;
  orderId: string;
  originalFileId: string;
  dataRequestId: string;
}

type Case =
  | { kind: 'targets'; run: (a: AdminClient, b: Target, image: Buffer) => Promise<unknown> }
  | {
      kind: 'own-studio';
      run: (client: AdminClient['graphql'] | AdminClient['upload'], image: Buffer) => Promise<unknown>;
    }
  | { kind: 'not-admin'; reason: string };

const result = (field: string) => `${field} { __typename ... on Error { message } }`;
const mutation = (field: string, input: string) =>
  `mutation($input: ${input}!) { ${result(`${field}(input: $input)`)} }`;
const event = (b: Target) => ({ slug: b.event.slug });
const id = (type: string, raw: string) => encodeGlobalID(type, raw);

/** Every mutation of the schema; an admin mutation missing here fails the test. */
const cases: Record<string, Case> = {
  login: { kind: 'not-admin', reason: 'acts on the host studio and its own accounts only' },
  // The platform operator's console: isOperator only, never a studio admin's (operator-console.test.ts probes both ways).
  ...Object.fromEntries(
    [
      'operatorLogin',
      'operatorLogout',
      'changeStudioPlan',
      'extendStudioTrial',
      'suspendStudio',
      'reactivateStudio',
      'resendStudioVerification',
      'setConsoleStudioDomain',
      'savePlan',
      'retryFailedJob',
      'retryGivenUpEmail',
      'checkPaymentNow',
    ].map((field) => [
      field,
      { kind: 'not-admin', reason: "an operator's operation (operator-console.test.ts)" } as Case,
    ]),
  ),
  logout: { kind: 'not-admin', reason: 'ends the caller’s own session' },
  requestPasswordReset: { kind: 'not-admin', reason: 'acts on the host studio only' },
  signUpStudio: {
    kind: 'not-admin',
    reason: "creates a new studio, on the platform's own address only (sign-up.test.ts)",
  },
  redeemSignUpLogin: {
    kind: 'not-admin',
    reason: 'a signed link bound to its studio and owner, honoured once (sign-up.test.ts)',
  },
  confirmStudioEmail: {
    kind: 'not-admin',
    reason: 'a signed link bound to its studio (sign-up.test.ts)',
  },
  resendStudioVerificationEmail: {
    kind: 'own-studio',
    run: (gql) => (gql as AdminClient['graphql'])(`mutation { ${result('resendStudioVerificationEmail')} }`),
  },
  sendMyOrderLinks: {
    kind: 'not-admin',
    reason: "e-mails the host studio's orders of the address to that address only (my-orders.test.ts)",
  },
  resetPassword: {
    kind: 'not-admin',
    reason: 'the link is bound to its studio (tested in password-reset.test.ts)',
  },
  resumeRemindedCart: {
    kind: 'not-admin',
    reason: 'a reminder link, honoured only in its own studio (cart-reminders.test.ts)',
  },
  unsubscribePhotoAlert: {
    kind: 'not-admin',
    reason: 'a signed alert link, honoured only in its own studio (photo-alerts.test.ts)',
  },
  optOutOfCartReminders: {
    kind: 'not-admin',
    reason: 'a reminder link, honoured only in its own studio (cart-reminders.test.ts)',
  },
  updatePrivacyPolicy: {
    kind: 'own-studio',
    run: (gql) =>
      (gql as AdminClient['graphql'])(mutation('updatePrivacyPolicy', 'UpdatePrivacyPolicyInput'), {
        input: { studioText: 'Parágrafo de um intruso.' },
      }),
  },
  updateCartReminderSettings: {
    kind: 'own-studio',
    run: (gql) =>
      (gql as AdminClient['graphql'])(
        mutation('updateCartReminderSettings', 'UpdateCartReminderSettingsInput'),
        { input: { delayHours: 24 } },
      ),
  },
  updateDownloadDaysAfterExpiry: {
    kind: 'own-studio',
    run: (gql) =>
      (gql as AdminClient['graphql'])(
        mutation('updateDownloadDaysAfterExpiry', 'UpdateDownloadDaysAfterExpiryInput'),
        { input: { days: 10 } },
      ),
  },
  setCustomDomain: {
    kind: 'own-studio',
    run: (gql) =>
      (gql as AdminClient['graphql'])(mutation('setCustomDomain', 'SetCustomDomainInput'), {
        input: { domain: 'www.intruso.com.br' },
      }),
  },
  inviteTeamMember: {
    kind: 'own-studio',
    run: (gql) =>
      (gql as AdminClient['graphql'])(mutation('inviteTeamMember', 'InviteTeamMemberInput'), {
        input: { email: 'convidado-isolamento@estudio.test', role: 'PHOTOGRAPHER' },
      }),
  },
  renameStudio: {
    kind: 'own-studio',
    run: (gql) =>
      (gql as AdminClient['graphql'])(mutation('renameStudio', 'RenameStudioInput'), {
        input: { name: 'Estúdio Intruso' },
      }),
  },
  changeStudioSlug: {
    kind: 'own-studio',
    // A reserved word: refused, so the studio keeps the address the other cases use.
    run: (gql) =>
      (gql as AdminClient['graphql'])(mutation('changeStudioSlug', 'ChangeStudioSlugInput'), {
        input: { slug: 'api' },
      }),
  },
  requestLoginEmailChange: {
    kind: 'own-studio',
    run: (gql) =>
      (gql as AdminClient['graphql'])(mutation('requestLoginEmailChange', 'RequestLoginEmailChangeInput'), {
        input: { newEmail: 'novo-isolamento@estudio.test' },
      }),
  },
  endOtherAdminSessions: {
    kind: 'own-studio',
    run: (gql) => (gql as AdminClient['graphql'])(`mutation { ${result('endOtherAdminSessions')} }`),
  },
  // The member's own second factor and known browsers (schema/auth/known-browsers.test.ts).
  startTwoFactorSetup: {
    kind: 'own-studio',
    run: (gql) =>
      (gql as AdminClient['graphql'])(mutation('startTwoFactorSetup', 'StartTwoFactorSetupInput'), {
        input: { password: 'senha-errada' },
      }),
  },
  confirmTwoFactorSetup: {
    kind: 'own-studio',
    run: (gql) =>
      (gql as AdminClient['graphql'])(mutation('confirmTwoFactorSetup', 'ConfirmTwoFactorSetupInput'), {
        input: { code: '000000' },
      }),
  },
  disableTwoFactor: {
    kind: 'own-studio',
    run: (gql) =>
      (gql as AdminClient['graphql'])(mutation('disableTwoFactor', 'DisableTwoFactorInput'), {
        input: { password: 'senha-errada', code: '000000' },
      }),
  },
  forgetAdminDevice: {
    kind: 'not-admin',
    reason: "another member's browser id finds nothing (schema/auth/known-browsers.test.ts)",
  },
  ...Object.fromEntries(
    [
      'resendTeamInvitation',
      'revokeTeamInvitation',
      'removeTeamMember',
      'changeTeamMemberRole',
      'endAdminSession',
    ].map((field) => [
      field,
      {
        kind: 'not-admin',
        reason: "another studio's member, invitation or session id finds nothing (schema/team/team.test.ts)",
      } as Case,
    ]),
  ),
  createApiToken: {
    kind: 'own-studio',
    run: (gql) =>
      (gql as AdminClient['graphql'])(mutation('createApiToken', 'CreateApiTokenInput'), {
        input: { name: 'Intruso', scopes: ['ORDERS_READ'] },
      }),
  },
  revokeApiToken: {
    kind: 'not-admin',
    reason: "another studio's token id finds nothing (schema/api-token/api-tokens.test.ts)",
  },
  createWebhookEndpoint: {
    kind: 'own-studio',
    run: (gql) =>
      (gql as AdminClient['graphql'])(mutation('createWebhookEndpoint', 'CreateWebhookEndpointInput'), {
        input: { url: 'https://receptor.exemplo.com/webhooks', events: ['order.paid'] },
      }),
  },
  ...Object.fromEntries(
    [
      'updateWebhookEndpoint',
      'deleteWebhookEndpoint',
      'rotateWebhookEndpointSecret',
      'sendTestWebhook',
      'redeliverWebhookMessage',
    ].map((field) => [
      field,
      {
        kind: 'not-admin',
        reason:
          "another studio's endpoint or message id finds nothing (services/integrations/webhooks/webhook-delivery.test.ts)",
      } as Case,
    ]),
  ),
  acceptTeamInvitation: {
    kind: 'not-admin',
    reason: 'the invitation link is bound to its studio (schema/team/team.test.ts)',
  },
  confirmLoginEmailChange: {
    kind: 'not-admin',
    reason: 'the confirmation link is bound to its studio (schema/team/team.test.ts)',
  },
  checkCustomDomain: {
    kind: 'own-studio',
    run: (gql) => (gql as AdminClient['graphql'])(`mutation { ${result('checkCustomDomain')} }`),
  },
  removeCustomDomain: {
    kind: 'own-studio',
    run: (gql) => (gql as AdminClient['graphql'])(`mutation { ${result('removeCustomDomain')} }`),
  },
  exportStudioData: {
    kind: 'own-studio',
    run: (gql) => (gql as AdminClient['graphql'])(`mutation { ${result('exportStudioData')} }`),
  },
  // A customer's LGPD requests (services/privacy/data-requests.test.ts).
  requestCustomerData: {
    kind: 'not-admin',
    reason: "records a request of the host studio, confirmed from the customer's e-mail",
  },
  confirmCustomerDataRequest: {
    kind: 'not-admin',
    reason: 'a one-time link honoured only on its own studio’s host',
  },
  exportCustomerData: {
    kind: 'own-studio',
    run: (gql) =>
      (gql as AdminClient['graphql'])(mutation('exportCustomerData', 'ExportCustomerDataInput'), {
        input: { email: 'cliente-de-b@exemplo.com' },
      }),
  },
  deleteCustomerData: {
    kind: 'own-studio',
    run: (gql) =>
      (gql as AdminClient['graphql'])(mutation('deleteCustomerData', 'DeleteCustomerDataInput'), {
        input: { email: 'cliente-de-b@exemplo.com', confirmEmail: 'cliente-de-b@exemplo.com' },
      }),
  },
  carryOutDataRequest: {
    kind: 'targets',
    run: (a, b) =>
      a.graphql(mutation('carryOutDataRequest', 'CarryOutDataRequestInput'), {
        input: { request: id('DataRequest', b.dataRequestId), confirmEmail: 'cliente-de-b@exemplo.com' },
      }),
  },
  requestStudioClosure: {
    kind: 'own-studio',
    run: (gql) =>
      (gql as AdminClient['graphql'])(mutation('requestStudioClosure', 'RequestStudioClosureInput'), {
        input: { password: 'senha-do-dono' },
      }),
  },
  cancelStudioClosure: {
    kind: 'own-studio',
    run: (gql) => (gql as AdminClient['graphql'])(`mutation { ${result('cancelStudioClosure')} }`),
  },
  addEventInvitations: {
    kind: 'targets',
    run: (a, b) =>
      a.graphql(mutation('addEventInvitations', 'AddEventInvitationsInput'), {
        input: { event: event(b), invitees: [{ email: 'intruso@exemplo.com' }] },
      }),
  },
  sendEventInvitations: {
    kind: 'targets',
    run: (a, b) =>
      a.graphql(mutation('sendEventInvitations', 'SendEventInvitationsInput'), {
        input: { event: event(b) },
      }),
  },
  inviteAuthorizedPeople: {
    kind: 'targets',
    run: (a, b) =>
      a.graphql(mutation('inviteAuthorizedPeople', 'InviteAuthorizedPeopleInput'), {
        input: { event: event(b) },
      }),
  },
  deleteEventInvitation: {
    kind: 'not-admin',
    reason: "another studio's invitation id finds nothing (schema/invitation/invitations.test.ts)",
  },
  createEventOriginalsLink: {
    kind: 'targets',
    run: (a, b) =>
      a.graphql(mutation('createEventOriginalsLink', 'CreateEventOriginalsLinkInput'), {
        input: { event: id('Event', b.event.id) },
      }),
  },
  subscribeToPlan: {
    kind: 'own-studio',
    run: (gql) =>
      (gql as AdminClient['graphql'])(mutation('subscribeToPlan', 'SubscribeToPlanInput'), {
        input: { planCode: 'profissional', cycle: 'MONTHLY', cardToken: 'teste-APRO-intruso' },
      }),
  },
  changeSubscriptionPlan: {
    kind: 'own-studio',
    run: (gql) =>
      (gql as AdminClient['graphql'])(mutation('changeSubscriptionPlan', 'ChangeSubscriptionPlanInput'), {
        input: { planCode: 'estudio' },
      }),
  },
  updateSubscriptionCard: {
    kind: 'own-studio',
    run: (gql) =>
      (gql as AdminClient['graphql'])(mutation('updateSubscriptionCard', 'UpdateSubscriptionCardInput'), {
        input: { cardToken: 'teste-APRO-intruso' },
      }),
  },
  cancelSubscription: {
    kind: 'own-studio',
    run: (gql) => (gql as AdminClient['graphql'])(`mutation { ${result('cancelSubscription')} }`),
  },
  ...Object.fromEntries(
    [
      'openPublicGallerySession',
      'openPrivateGallerySession',
      'revalidateGallerySession',
      'upgradeGallerySession',
      'addPhotoToCart',
      'deselectPhoto',
      'setCartItemOption',
      'applyOptionToAllCartItems',
      'setCartItemQuantity',
      'duplicateCartItem',
      'setCartItemCrop',
      'removeCartItem',
      'setDeliveryPreference',
      'savePersonalData',
      'saveDeliveryAddress',
      'editCheckoutForm',
      'quoteShipping',
      'processPayment',
      'chooseAnotherPaymentMethod',
      'startNewCart',
      // Favourites: photos of the session's own gallery only (favorites.test.ts).
      'addFavoritePhoto',
      'removeFavoritePhoto',
      'shareFavoritePhotos',
      'copySharedFavoritePhotos',
      'addFavoritePhotosToCart',
      // Every photo of the session's own gallery (discounts.test.ts).
      'addAllPhotosToCart',
      // The session's own gallery's faces only (selfie-search.test.ts).
      'searchPhotosBySelfie',
      // The session's own gallery; a link honoured only in its studio and gallery (photo-alerts.test.ts).
      'createPhotoAlert',
      'followPhotoAlert',
      // A token of the session's own gallery and studio only (invitations.test.ts).
      'followEventInvitation',
    ].map((field) => [
      field,
      {
        kind: 'not-admin',
        reason: 'a customer operation on its own session (customer tampering tests)',
      } as Case,
    ]),
  ),
  ...Object.fromEntries(
    (
      [
        ['releaseDigitalDelivery', 'ReleaseDigitalDeliveryInput', {}],
        ['setPhysicalDeliveryStatus', 'SetPhysicalDeliveryStatusInput', { status: 'SHIPPED' }],
        ['notifyShipment', 'NotifyShipmentInput', { trackingCode: 'AA123456789BR' }],
        ['resendPickupNotice', 'ResendPickupNoticeInput', {}],
        ['createPrintArchiveLink', 'CreatePrintArchiveLinkInput', {}],
      ] as const
    ).map(([field, input, extra]) => [
      field,
      {
        kind: 'targets',
        run: (a, b) =>
          a.graphql(mutation(field, input), { input: { order: id('Order', b.orderId), ...extra } }),
      } as Case,
    ]),
  ),
  createEvent: {
    kind: 'own-studio',
    run: (gql) =>
      (gql as AdminClient['graphql'])(mutation('createEvent', 'CreateEventInput'), {
        input: { name: 'Intruso' },
      }),
  },
  deleteEvent: {
    kind: 'targets',
    run: (a, b) => a.graphql(mutation('deleteEvent', 'DeleteEventInput'), { input: { event: event(b) } }),
  },
  setEventCover: {
    kind: 'targets',
    run: (a, b, image) =>
      a.upload(
        mutation('setEventCover', 'SetEventCoverInput'),
        { input: { event: event(b), file: null } },
        { 'input.file': { bytes: image, name: 'x.jpg' } },
      ),
  },
  archiveEvent: {
    kind: 'targets',
    run: (a, b) =>
      a.graphql(mutation('archiveEvent', 'ArchiveEventInput'), {
        input: { event: event(b), dropPreviews: true },
      }),
  },
  restoreEvent: {
    kind: 'targets',
    run: (a, b) => a.graphql(mutation('restoreEvent', 'RestoreEventInput'), { input: { event: event(b) } }),
  },
  setEventPublished: {
    kind: 'targets',
    run: (a, b) =>
      a.graphql(mutation('setEventPublished', 'SetEventPublishedInput'), {
        input: { event: event(b), published: false },
      }),
  },
  setEventDate: {
    kind: 'targets',
    run: (a, b) =>
      a.graphql(mutation('setEventDate', 'SetEventDateInput'), {
        input: { event: event(b), eventDate: '2026-01-02' },
      }),
  },
  setEventExpiry: {
    kind: 'targets',
    run: (a, b) =>
      a.graphql(mutation('setEventExpiry', 'SetEventExpiryInput'), {
        input: { event: event(b), expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
      }),
  },
  setEventCoverFromPhoto: {
    kind: 'targets',
    // Studio B's photo named in studio A's own event, and B's event with B's photo: neither is found.
    run: async (a, b) => {
      const own = await a.graphql(mutation('setEventCoverFromPhoto', 'SetEventCoverFromPhotoInput'), {
        input: { event: { slug: a.studio.slug }, photo: id('Photo', b.photoId) },
      });
      expect(own.data?.setEventCoverFromPhoto.__typename).toBe('NotFoundError');
      return a.graphql(mutation('setEventCoverFromPhoto', 'SetEventCoverFromPhotoInput'), {
        input: { event: event(b), photo: id('Photo', b.photoId) },
      });
    },
  },
  movePhoto: {
    kind: 'targets',
    run: (a, b) =>
      a.graphql(mutation('movePhoto', 'MovePhotoInput'), {
        input: { event: event(b), photo: id('Photo', b.photoId), direction: 'LATER' },
      }),
  },
  setEventDeliveryFormat: {
    kind: 'targets',
    run: (a, b) =>
      a.graphql(mutation('setEventDeliveryFormat', 'SetEventDeliveryFormatInput'), {
        input: { event: event(b), deliveryFormat: 'PRINTED' },
      }),
  },
  setEventAccessKey: {
    kind: 'targets',
    run: (a, b) =>
      a.graphql(mutation('setEventAccessKey', 'SetEventAccessKeyInput'), {
        input: { event: event(b), accessKey: 'x' },
      }),
  },
  updateGallerySettings: {
    kind: 'targets',
    run: (a, b) =>
      a.graphql(mutation('updateGallerySettings', 'UpdateGallerySettingsInput'), {
        input: {
          event: { id: id('Event', b.event.id) },
          deliveryFormat: 'DIGITAL',
          mode: 'NORMAL',
          digitalPrice: '1',
        },
      }),
  },
  setEventBibSearch: {
    kind: 'targets',
    run: (a, b) =>
      a.graphql(mutation('setEventBibSearch', 'SetEventBibSearchInput'), {
        input: { event: event(b), enabled: true },
      }),
  },
  setEventFaceSearch: {
    kind: 'targets',
    run: (a, b) =>
      a.graphql(mutation('setEventFaceSearch', 'SetEventFaceSearchInput'), {
        input: { event: event(b), enabled: true },
      }),
  },
  updateEventDiscounts: {
    kind: 'targets',
    run: (a, b) =>
      a.graphql(mutation('updateEventDiscounts', 'UpdateEventDiscountsInput'), {
        input: {
          event: { id: id('Event', b.event.id) },
          tiers: [{ minimumQuantity: 2, percent: 50 }],
          allPhotosPrice: '1,00',
        },
      }),
  },
  uploadPhoto: {
    kind: 'targets',
    run: (a, b, image) =>
      a.upload(
        mutation('uploadPhoto', 'UploadPhotoInput'),
        { input: { event: event(b), file: null } },
        { 'input.file': { bytes: image, name: 'x.jpg' } },
      ),
  },
  deletePhotos: {
    kind: 'targets',
    run: async (a, b) => {
      const byId = await a.graphql(mutation('deletePhotos', 'DeletePhotosInput'), {
        input: { event: { slug: a.studio.slug }, photoIds: [id('Photo', b.photoId)] },
      });
      await a.graphql(mutation('deletePhotos', 'DeletePhotosInput'), {
        input: { event: event(b), photoNames: [b.photoName] },
      });
      return byId;
    },
  },
  createDownloadLink: {
    kind: 'targets',
    run: (a, b) =>
      a.graphql(
        `mutation($input: CreateDownloadLinkInput!) { createDownloadLink(input: $input) {
          __typename ... on Error { message } ... on CreateDownloadLinkPayload { url } } }`,
        { input: { fileId: b.originalFileId } },
      ),
  },
  createOrderArchiveLink: {
    kind: 'targets',
    run: (a, b) =>
      a.graphql(mutation('createOrderArchiveLink', 'CreateOrderArchiveLinkInput'), {
        input: { orderId: b.orderId },
      }),
  },
  createBanner: {
    kind: 'own-studio',
    run: (upload, image) =>
      (upload as AdminClient['upload'])(
        mutation('createBanner', 'CreateBannerInput'),
        { input: { title: 'x', file: null } },
        { 'input.file': { bytes: image, name: 'x.jpg' } },
      ),
  },
  renameBanner: {
    kind: 'targets',
    run: (a, b) =>
      a.graphql(mutation('renameBanner', 'RenameBannerInput'), {
        input: { bannerId: id('Banner', b.bannerId), title: 'Invadido' },
      }),
  },
  replaceBannerImage: {
    kind: 'targets',
    run: (a, b, image) =>
      a.upload(
        mutation('replaceBannerImage', 'ReplaceBannerImageInput'),
        { input: { bannerId: id('Banner', b.bannerId), file: null } },
        {
          'input.file': { bytes: image, name: 'x.jpg' },
        },
      ),
  },
  deleteBanner: {
    kind: 'targets',
    run: (a, b) =>
      a.graphql(mutation('deleteBanner', 'DeleteBannerInput'), {
        input: { bannerId: id('Banner', b.bannerId) },
      }),
  },
  addPriceTableItem: {
    kind: 'targets',
    run: (a, b) =>
      a.graphql(mutation('addPriceTableItem', 'AddPriceTableItemInput'), {
        input: { priceTableId: id('PriceTable', b.tableId), height: '1', width: '1', price: '1' },
      }),
  },
  removePriceTableItem: {
    kind: 'targets',
    run: async (a, b) => {
      await a.graphql(mutation('removePriceTableItem', 'RemovePriceTableItemInput'), {
        input: { optionId: b.itemId },
      });
      return a.graphql(mutation('removePriceTableItem', 'RemovePriceTableItemInput'), {
        input: { itemId: id('PriceTableItem', b.itemId) },
      });
    },
  },
  updateStudioLogo: {
    kind: 'own-studio',
    run: (upload, image) => uploadTo(upload, 'updateStudioLogo', 'UpdateStudioLogoInput', image),
  },
  updateFooterLogo: {
    kind: 'own-studio',
    run: (upload, image) => uploadTo(upload, 'updateFooterLogo', 'UpdateFooterLogoInput', image),
  },
  updateAboutImage: {
    kind: 'own-studio',
    run: (upload, image) => uploadTo(upload, 'updateAboutImage', 'UpdateAboutImageInput', image),
  },
  setWatermark: {
    kind: 'own-studio',
    run: (upload, image) => uploadTo(upload, 'setWatermark', 'SetWatermarkInput', image),
  },
  removeWatermark: {
    kind: 'own-studio',
    run: (gql) => (gql as AdminClient['graphql'])(`mutation { ${result('removeWatermark')} }`),
  },
  updateAboutText: {
    kind: 'own-studio',
    run: (gql) => textTo(gql, 'updateAboutText', 'UpdateAboutTextInput', { text: 'Invadido' }),
  },
  updateAboutWhatsApp: {
    kind: 'own-studio',
    run: (gql) => textTo(gql, 'updateAboutWhatsApp', 'UpdateAboutWhatsAppInput', { phone: '1' }),
  },
  updateFooterEmail: {
    kind: 'own-studio',
    run: (gql) =>
      textTo(gql, 'updateFooterEmail', 'UpdateFooterEmailInput', { email: 'intruso@exemplo.com' }),
  },
  updateAccentColor: {
    kind: 'own-studio',
    run: (gql) => textTo(gql, 'updateAccentColor', 'UpdateAccentColorInput', { color: '#1d4ed8' }),
  },
  sendTestEmail: {
    kind: 'own-studio',
    run: (gql) =>
      (gql as AdminClient['graphql'])(mutation('sendTestEmail', 'SendTestEmailInput'), {
        input: { kind: 'ORDER_RECEIVED' },
      }),
  },
  updateFooterPhone: {
    kind: 'own-studio',
    run: (gql) => textTo(gql, 'updateFooterPhone', 'UpdateFooterPhoneInput', { phone: '1' }),
  },
  updateStudioAddress: {
    kind: 'own-studio',
    run: (gql) =>
      textTo(gql, 'updateStudioAddress', 'UpdateStudioAddressInput', {
        cep: '01001000',
        city: 'São Paulo',
        state: 'SP',
        street: 'Praça da Sé',
        number: '1',
        neighborhood: 'Sé',
      }),
  },
  updateMercadoPagoCredentials: {
    kind: 'own-studio',
    run: (gql) =>
      textTo(gql, 'updateMercadoPagoCredentials', 'UpdateMercadoPagoCredentialsInput', {
        publicKey: 'APP_USR-chave-publica',
        accessToken: 'APP_USR-token-do-estudio',
      }),
  },
  reassignPhotos: {
    kind: 'targets',
    run: (a, b) =>
      a.graphql(mutation('reassignPhotos', 'ReassignPhotosInput'), {
        input: { event: event(b), photoIds: [id('Photo', b.photoId)], photographer: { name: 'Intruso' } },
      }),
  },
  setPhotographerCommission: {
    kind: 'own-studio',
    run: (gql) =>
      textTo(gql, 'setPhotographerCommission', 'SetPhotographerCommissionInput', { percent: '99' }),
  },
};

function uploadTo(
  upload: AdminClient['graphql'] | AdminClient['upload'],
  field: string,
  input: string,
  image: Buffer,
) {
  return (upload as AdminClient['upload'])(
    mutation(field, input),
    { input: { file: null } },
    { 'input.file': { bytes: image, name: 'x.jpg' } },
  );
}

function textTo(
  gql: AdminClient['graphql'] | AdminClient['upload'],
  field: string,
  input: string,
  values: Record<string, string>,
) {
  return (gql as AdminClient['graphql'])(mutation(field, input), { input: values });
}

describe('tenant isolation of the admin operations', () => {
  let t: TestApp;
  let a: AdminClient;
  let b: AdminClient;
  let target: Target;
  let image: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    const make = factories(t.db, t.services);
    a = await adminOfNewStudio(t, make, { name: 'Estúdio A' });
    b = await adminOfNewStudio(t, make, { name: 'Estúdio B', aboutText: 'Original' });
    image = await renderLandscapeJpeg(320, 200, 5);
    await make.event(a.studio, { name: 'Evento de A' });
    const bEvent = await make.event(b.studio, { name: 'Evento de B', cover: true });
    const photo = await make.photo(b.studio, bEvent);
    const bannerImage = await make.image(b.studio, 'BANNER');
    const banner = await t.db.banner.create({
      data: { studioId: b.studio.id, title: 'Banner de B', imageId: bannerImage.id },
    });
    const table = await t.db.priceTable.create({
      data: {
        studioId: b.studio.id,
        saved: true,
        name: 'Tabela de B',
        items: { create: { studioId: b.studio.id, height: 15, width: 10, priceCents: 100 } },
      },
      include: { items: true },
    });
    const person = await t.db.authorizedPerson.create({
      data: { studioId: b.studio.id, eventId: bEvent.id, name: 'Pessoa', password: 'abcd' },
    });
    const order = await make.order(b.studio, bEvent, photo);
    const original = await t.db.photoFile.findFirstOrThrow({
      where: { photoId: photo.id, variant: 'ORIGINAL' },
    });
    const dataRequest = await t.db.dataRequest.create({
      data: {
        studioId: b.studio.id,
        kind: 'DELETION',
        source: 'CUSTOMER',
        status: 'CONFIRMED',
        email: 'cliente-de-b@exemplo.com',
        dueAt: new Date(Date.now() + 15 * 24 * 3600_000),
      },
    });
    target = {
      orderId: order.id,
      originalFileId: original.id,
      dataRequestId: dataRequest.id,
      studio: b.studio,
      event: bEvent,
      photoId: photo.id,
      photoName: photo.name,
      bannerId: banner.id,
      tableId: table.id,
      itemId: table.items[0]!.id,
      personId: person.id,
    };
  });
  afterAll(() => t.close());

  /** Everything of studio B, to compare before and after. */
  async function snapshotOfB(): Promise<string> {
    const studioId = target.studio.id;
    const rows = await Promise.all([
      t.db.studio.findUniqueOrThrow({ where: { id: studioId } }),
      t.db.event.findMany({ where: { studioId }, orderBy: { id: 'asc' } }),
      t.db.photo.findMany({ where: { studioId }, orderBy: { id: 'asc' } }),
      t.db.photoFile.findMany({ where: { studioId }, orderBy: { id: 'asc' } }),
      t.db.banner.findMany({ where: { studioId }, orderBy: { id: 'asc' } }),
      t.db.asset.findMany({ where: { studioId }, orderBy: { id: 'asc' } }),
      t.db.priceTable.findMany({ where: { studioId }, orderBy: { id: 'asc' } }),
      t.db.priceTableItem.findMany({ where: { studioId }, orderBy: { id: 'asc' } }),
      t.db.authorizedPerson.findMany({ where: { studioId }, orderBy: { id: 'asc' } }),
      t.db.discountTier.findMany({ where: { studioId }, orderBy: { id: 'asc' } }),
      t.db.order.findMany({ where: { studioId }, orderBy: { id: 'asc' } }),
      t.db.orderItem.findMany({ where: { studioId }, orderBy: { id: 'asc' } }),
      t.db.emailMessage.findMany({ where: { studioId }, orderBy: { id: 'asc' } }),
      t.db.dataRequest.findMany({ where: { studioId }, orderBy: { id: 'asc' } }),
      t.db.privacyPolicyVersion.findMany({ where: { studioId }, orderBy: { id: 'asc' } }),
    ]);
    return JSON.stringify(rows, (_key, value) => (typeof value === 'bigint' ? value.toString() : value));
  }

  it('the table covers every mutation of the schema', () => {
    const mutationType = schema.getMutationType() as GraphQLObjectType;
    expect(Object.keys(cases).sort()).toEqual(Object.keys(mutationType.getFields()).sort());
  });

  const targeted = Object.entries(cases).filter(([, item]) => item.kind === 'targets') as [
    string,
    Extract<Case, { kind: 'targets' }>,
  ][];
  it.each(targeted)(
    "%s with studio A's token on studio B's rows: not found, nothing changed",
    async (field, item) => {
      const before = await snapshotOfB();
      const response = (await item.run(a, target, image)) as {
        data?: Record<string, { __typename: string; message: string }>;
        errors?: unknown;
      };
      expect(response.errors).toBeUndefined();
      expect(response.data![field]!.__typename).toBe('NotFoundError');
      expect(await snapshotOfB()).toBe(before);
    },
  );

  const ownStudio = Object.entries(cases).filter(([, item]) => item.kind === 'own-studio') as [
    string,
    Extract<Case, { kind: 'own-studio' }>,
  ][];
  it.each(ownStudio)(
    "%s with studio A's token sent to studio B's host: refused as not logged in, nothing changed",
    async (field, item) => {
      const before = await snapshotOfB();
      const onB = {
        graphql: (document: string, variables?: Record<string, unknown>) =>
          t.graphql(document, variables, { host: b.host, headers: { Authorization: `Bearer ${a.token}` } }),
        upload: (
          document: string,
          variables: Record<string, unknown>,
          files: Parameters<AdminClient['upload']>[2],
        ) => uploadAs(t, b.host, a.token, document, variables, files),
      };
      const uploads = [
        'updateStudioLogo',
        'updateFooterLogo',
        'updateAboutImage',
        'setWatermark',
        'createBanner',
      ].includes(field);
      const response = (await item.run((uploads ? onB.upload : onB.graphql) as never, image)) as {
        data?: unknown;
        errors?: { extensions?: { code?: string } }[];
      };
      expect(response.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(await snapshotOfB()).toBe(before);
    },
  );

  it("answers null for B's rows asked as nodes", async () => {
    const ids = [
      id('Studio', target.studio.id),
      id('Event', target.event.id),
      id('Photo', target.photoId),
      id('Banner', target.bannerId),
      id('PriceTable', target.tableId),
      id('PriceTableItem', target.itemId),
      id('AuthorizedPerson', target.personId),
      id('Order', target.orderId),
      id('DataRequest', target.dataRequestId),
    ];
    const { data, errors } = await a.graphql('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids });
    expect(errors).toBeUndefined();
    expect(data.nodes).toEqual(ids.map(() => null));
  });

  it("refuses B's event addresses on the REST paths", async () => {
    const before = await snapshotOfB();
    const slug = target.event.slug;
    const calls = [
      a.rest('DELETE', `/api/adm/${slug}`),
      a.rest('POST', `/api/adm/${slug}/imagem`, { bytes: image, headers: { 'X-Nome-Arquivo': 'x.jpg' } }),
      a.rest('POST', `/api/adm/${slug}/capa`, { bytes: image }),
      a.rest('DELETE', `/api/adm/${slug}/${target.photoName}`),
      a.rest('POST', `/api/adm/${slug}/chave-de-acesso`, { body: { chaveDeAcesso: 'x' } }),
      a.rest('PUT', `/api/adm/${slug}/configuracoes`, {
        body: { configuracoesGaleria: { modusOperandi: { id: 'normal' } } },
      }),
      a.rest('PATCH', `/api/adm/${slug}/formato-entrega`, { body: { formatoEntregaDasFotos: 'impresso' } }),
      a.rest('DELETE', '/api/adm/banner-rotativo', { body: { idBanner: target.bannerId } }),
      a.rest('POST', '/api/adm/banner-rotativo/titulo', { body: { titulo: 'x', targetId: target.bannerId } }),
      a.rest('DELETE', '/api/adm/tabela-tamanho-preco/item', { body: { itemId: target.itemId } }),
      a.rest('POST', `/api/adm/${slug}/${target.orderId}/liberar-entrega-imagens-digitais`),
      a.rest('POST', `/api/adm/${slug}/${target.orderId}/status-entrega-fisica`, {
        body: { statusEntregafisica: 'enviado' },
      }),
      a.rest('POST', `/api/adm/${slug}/${target.orderId}/notificar-sobre-envio-entrega-fisica`, {
        body: { status: 'enviado', codigoDeRastreio: 'AA123456789BR' },
      }),
      a.rest('POST', `/api/adm/${slug}/${target.orderId}/reenviar-aviso-retirada`),
      a.rest('GET', `/api/adm/${slug}/download/${target.originalFileId}`),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(404);
    expect(await snapshotOfB()).toBe(before);
  });

  it("B's orders are not in A's studio data, by REST or GraphQL", async () => {
    const rest = await a.rest('GET', '/api/adm');
    expect(JSON.stringify(rest.body)).not.toContain(target.orderId);
    const { data } = await a.graphql(
      '{ studio { events(first: 50) { edges { node { orders(first: 10) { edges { node { id } } } } } } } }',
    );
    expect(JSON.stringify(data)).not.toContain(id('Order', target.orderId));
    // B's admin sees it.
    expect(JSON.stringify((await b.rest('GET', '/api/adm')).body)).toContain(target.orderId);
  });

  it('lists only its own events and tables', async () => {
    const { data } = await a.graphql(
      '{ studio { events(first: 50) { edges { node { name } } } savedPriceTables { name } } }',
    );
    expect(data.studio.events.edges.map((edge: { node: { name: string } }) => edge.node.name)).toEqual([
      'Evento de A',
    ]);
    expect(data.studio.savedPriceTables).toEqual([]);
  });
});

async function uploadAs(
  t: TestApp,
  host: string,
  token: string,
  document: string,
  variables: Record<string, unknown>,
  files: Parameters<AdminClient['upload']>[2],
) {
  const form = new FormData();
  const names = Object.keys(files);
  form.set('operations', JSON.stringify({ query: document, variables }));
  form.set(
    'map',
    JSON.stringify(Object.fromEntries(names.map((path, index) => [String(index), [`variables.${path}`]]))),
  );
  names.forEach((path, index) => {
    form.set(
      String(index),
      new Blob([Buffer.from(files[path]!.bytes)], { type: 'image/jpeg' }),
      files[path]!.name,
    );
  });
  const response = await t.fetch('/graphql', {
    method: 'POST',
    host,
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  return response.json();
}
