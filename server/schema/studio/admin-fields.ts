// What the studio admin sees of the studio: plan and storage, address, payment settings, watermark, every event,
// saved price tables and the usual print sizes.

import { builder } from '../../builder.ts';
import { addressOf, addressSelect } from '../../domain/address.ts';
import { maskAccessToken } from '../../domain/credentials.ts';
import { countedStorageBytes } from '../../domain/event-archive.ts';
import { isLimitReached, trialDaysLeft } from '../../domain/plan.ts';
import { standardPrintSizes } from '../../domain/print-sizes.ts';
import { pageSizes } from '../../graphql-limits.ts';
import { byRole } from '../../role-gate.ts';
import { AddressRef } from '../address/types.ts';
import { PlanMessageTypeEnum, PlanStatusEnum } from '../enums.ts';
import { ImageRef, imageSelect } from '../image/types.ts';
import { requestOrigin } from '../origin.ts';
import { StudioRef } from './types.ts';

interface PlanShape {
  code: string;
  name: string;
  status: 'ACTIVE' | 'PENDING';
  limitBytes: bigint;
  usedBytes: bigint;
  maxPhotoBytes: number;
  selfieSearch: boolean;
  raceNumbers: boolean;
  customDomain: boolean;
  teamSize: number;
  trialEndsAt: Date | null;
  messageType: 'ALERT' | 'FAILURE' | null;
  messageText: string | null;
}

const PlanMessageRef = builder
  .objectRef<{ type: 'ALERT' | 'FAILURE'; text: string }>('PlanMessage')
  .implement({
    fields: (t) => ({
      type: t.expose('type', { type: PlanMessageTypeEnum }),
      text: t.exposeString('text'),
    }),
  });

const StudioPlanRef = builder.objectRef<PlanShape>('StudioPlan').implement({
  fields: (t) => ({
    code: t.exposeString('code'),
    name: t.exposeString('name', { description: 'nome_amigavel' }),
    status: t.expose('status', { type: PlanStatusEnum }),
    storageLimitBytes: t.float({ resolve: (plan) => Number(plan.limitBytes) }),
    storageUsedBytes: t.float({ resolve: (plan) => Number(plan.usedBytes) }),
    maxPhotoBytes: t.exposeInt('maxPhotoBytes', { description: 'The largest photo file the plan takes.' }),
    selfieSearch: t.exposeBoolean('selfieSearch', {
      description: "The plan includes 'Encontrar minhas fotos'.",
    }),
    raceNumbers: t.exposeBoolean('raceNumbers', { description: "The plan includes 'Buscar pelo número'." }),
    customDomain: t.exposeBoolean('customDomain', { description: 'The plan includes an own domain.' }),
    teamSize: t.exposeInt('teamSize', { description: 'People on the team, the owner included.' }),
    trialEndsAt: t.expose('trialEndsAt', {
      type: 'DateTime',
      nullable: true,
      description: 'End of the free trial (null: not in trial).',
    }),
    trialDaysLeft: t.int({
      nullable: true,
      description: 'Whole days of trial left (null when not in trial or the trial is over).',
      resolve: (plan) => trialDaysLeft(plan.trialEndsAt, new Date()),
    }),
    limitReached: t.boolean({
      resolve: (plan) =>
        isLimitReached({ planStatus: plan.status, usedBytes: plan.usedBytes, limitBytes: plan.limitBytes }),
    }),
    message: t.field({
      type: PlanMessageRef,
      nullable: true,
      resolve: (plan) =>
        plan.messageType && plan.messageText ? { type: plan.messageType, text: plan.messageText } : null,
    }),
  }),
});

const MercadoPagoSettingsRef = builder
  .objectRef<{
    publicKey: string;
    accessTokenPlaceholder: string;
    webhookSecretConfigured: boolean;
    notificationUrl: string;
  }>('MercadoPagoSettings')
  .implement({
    fields: (t) => ({
      publicKey: t.exposeString('publicKey'),
      accessTokenPlaceholder: t.exposeString('accessTokenPlaceholder', {
        description: 'The access token masked with dots; the token itself is never answered.',
      }),
      configured: t.boolean({
        resolve: (settings) => Boolean(settings.publicKey && settings.accessTokenPlaceholder),
      }),
      webhookSecretConfigured: t.exposeBoolean('webhookSecretConfigured'),
      notificationUrl: t.exposeString('notificationUrl', {
        description: 'Where Mercado Pago must send payment notifications (the postback address).',
      }),
    }),
  });

const PrintSizeRef = builder.objectRef<{ width: number; height: number }>('PrintSize').implement({
  fields: (t) => ({ width: t.exposeFloat('width'), height: t.exposeFloat('height') }),
});

builder.prismaObjectFields(StudioRef, (t) => ({
  plan: t.field({
    type: StudioPlanRef,
    authScopes: byRole,
    select: {
      plan: {
        select: {
          code: true,
          name: true,
          highResStorageLimitBytes: true,
          archivedStorageCounts: true,
          maxPhotoBytes: true,
          selfieSearch: true,
          raceNumbers: true,
          customDomain: true,
          teamSize: true,
        },
      },
      planStatus: true,
      trialEndsAt: true,
      highResStorageUsedBytes: true,
      archivedStorageUsedBytes: true,
      planMessageType: true,
      planMessageText: true,
    },
    resolve: (studio) => ({
      code: studio.plan.code,
      name: studio.plan.name,
      status: studio.planStatus,
      limitBytes: studio.plan.highResStorageLimitBytes,
      // What the limit counts: archived originals too when the plan says so.
      usedBytes: countedStorageBytes(
        { hotBytes: studio.highResStorageUsedBytes, archivedBytes: studio.archivedStorageUsedBytes },
        studio.plan.archivedStorageCounts,
      ),
      maxPhotoBytes: studio.plan.maxPhotoBytes,
      selfieSearch: studio.plan.selfieSearch,
      raceNumbers: studio.plan.raceNumbers,
      customDomain: studio.plan.customDomain,
      teamSize: studio.plan.teamSize,
      trialEndsAt: studio.trialEndsAt,
      messageType: studio.planMessageType,
      messageText: studio.planMessageText,
    }),
  }),
  storageUsedBytes: t.float({
    description: 'High-resolution storage used, in bytes (espacoUsado).',
    authScopes: byRole,
    select: { highResStorageUsedBytes: true },
    resolve: (studio) => Number(studio.highResStorageUsedBytes),
  }),
  archivedStorageUsedBytes: t.float({
    description:
      "Bytes of archived events' originals, in the archive storage; counted in the plan's limit when the plan says so.",
    authScopes: byRole,
    select: { archivedStorageUsedBytes: true },
    resolve: (studio) => Number(studio.archivedStorageUsedBytes),
  }),
  address: t.field({
    type: AddressRef,
    authScopes: byRole,
    select: addressSelect,
    resolve: addressOf,
  }),
  mercadoPago: t.field({
    type: MercadoPagoSettingsRef,
    authScopes: byRole,
    select: {
      slug: true,
      mercadoPagoPublicKey: true,
      mercadoPagoAccessToken: true,
      mercadoPagoWebhookSecret: true,
    },
    resolve: (studio, _args, context) => ({
      publicKey: studio.mercadoPagoPublicKey ?? '',
      accessTokenPlaceholder: studio.mercadoPagoAccessToken
        ? maskAccessToken(context.services.secrets.decrypt(studio.mercadoPagoAccessToken))
        : '',
      webhookSecretConfigured: Boolean(studio.mercadoPagoWebhookSecret),
      notificationUrl: `${requestOrigin(context)}/api/${studio.slug}/status-pagamento`,
    }),
  }),
  watermark: t.field({
    type: ImageRef,
    nullable: true,
    authScopes: byRole,
    select: { watermark: { select: imageSelect } },
    resolve: (studio) => studio.watermark,
  }),
  events: t.relatedConnection('events', {
    description: `Every event of the studio, newest first, in pages of at most ${pageSizes.events.max}.`,
    authScopes: byRole,
    cursor: 'id',
    defaultSize: pageSizes.events.default,
    maxSize: pageSizes.events.max,
    query: { orderBy: { id: 'desc' } },
  }),
  event: t.prismaField({
    type: 'Event',
    nullable: true,
    description:
      'One event by its urlEvento (the admin pages /adm/{urlEvento} and /adm/pedidos/{urlEvento}).',
    authScopes: byRole,
    args: { slug: t.arg.string({ required: true }) },
    resolve: (query, studio, { slug }, context) =>
      context.db.event.findFirst({ ...query, where: { studioId: studio.id, slug } }),
  }),
  savedPriceTables: t.relation('priceTables', {
    description: 'Price tables saved for future use (tabelasTamanhoPreco).',
    authScopes: byRole,
    query: { where: { saved: true }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
  }),
  printSizes: t.field({
    type: [PrintSizeRef],
    description: 'The usual print sizes offered when building a price table (tabelaDimensoes).',
    resolve: () => [...standardPrintSizes],
  }),
}));
