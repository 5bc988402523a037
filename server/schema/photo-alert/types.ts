// 'Avise-me quando eu aparecer' as the gallery and the studio see it: the form's texts (the consent to keep the
// selfie's face) and, for the studio, how many alerts exist, the e-mails they sent and what they sold.

import { builder } from '../../builder.ts';
import { selfieConsentLabel, selfieConsentSummary, selfieConsentText } from '../../domain/face-match.ts';
import {
  photoAlertFaceConsentLabel,
  photoAlertFaceConsentText,
  photoAlertIntro,
} from '../../domain/photo-alerts.ts';
import { byRole, byRoleOrGallerySession } from '../../role-gate.ts';
import { type PhotoAlertFigures, photoAlertFigures } from '../../services/alerts/photo-alerts.ts';
import { EventRef } from '../event/types.ts';

interface PhotoAlertFormShape {
  studioName: string;
  byNumber: boolean;
  bySelfie: boolean;
}

const PhotoAlertFormRef = builder.objectRef<PhotoAlertFormShape>('PhotoAlertForm').implement({
  description: "What the gallery's 'Avise-me quando eu aparecer' form shows.",
  fields: (t) => ({
    intro: t.string({ resolve: () => photoAlertIntro() }),
    byNumber: t.exposeBoolean('byNumber', {
      description: 'A race number may be left (the number search is on).',
    }),
    bySelfie: t.exposeBoolean('bySelfie', { description: 'A selfie may be sent (the selfie search is on).' }),
    selfieConsentSummary: t.string({
      nullable: true,
      description: "The selfie search's consent in short (null without the selfie search).",
      resolve: (form) => (form.bySelfie ? selfieConsentSummary(form.studioName) : null),
    }),
    selfieConsentParagraphs: t.stringList({
      resolve: (form) => (form.bySelfie ? selfieConsentText(form.studioName) : []),
    }),
    selfieConsentLabel: t.string({
      nullable: true,
      resolve: (form) => (form.bySelfie ? selfieConsentLabel : null),
    }),
    keepFaceParagraphs: t.stringList({
      description: "The consent to keep the selfie's face (not the photo) until the event's search closes.",
      resolve: (form) => (form.bySelfie ? photoAlertFaceConsentText(form.studioName) : []),
    }),
    keepFaceLabel: t.string({
      nullable: true,
      resolve: (form) => (form.bySelfie ? photoAlertFaceConsentLabel : null),
    }),
  }),
});

const PhotoAlertFiguresRef = builder.objectRef<PhotoAlertFigures>('PhotoAlertFigures').implement({
  description: "The event's photo alerts ('Avise-me quando eu aparecer') since the first was left.",
  fields: (t) => ({
    total: t.exposeInt('total', { description: 'Alerts left by customers.' }),
    active: t.exposeInt('active', { description: 'Alerts not cancelled.' }),
    emailsSent: t.exposeInt('emailsSent', { description: 'Alert e-mails sent.' }),
    orders: t.exposeInt('orders', {
      description: 'Paid orders of customers who came through an alert e-mail’s link.',
    }),
    soldCents: t.exposeInt('soldCents', { description: 'What those orders came to.' }),
  }),
});

builder.prismaObjectFields(EventRef, (t) => ({
  photoAlertForm: t.field({
    type: PhotoAlertFormRef,
    nullable: true,
    description:
      "'Avise-me quando eu aparecer': the form's texts; null while neither photo search is offered.",
    authScopes: byRoleOrGallerySession,
    select: {
      bibSearch: true,
      faceSearch: true,
      studio: { select: { name: true, plan: { select: { raceNumbers: true, selfieSearch: true } } } },
    },
    resolve: (event) => {
      const byNumber = event.bibSearch && event.studio.plan.raceNumbers;
      const bySelfie = event.faceSearch && event.studio.plan.selfieSearch;
      return byNumber || bySelfie ? { studioName: event.studio.name, byNumber, bySelfie } : null;
    },
  }),
  photoAlerts: t.field({
    type: PhotoAlertFiguresRef,
    nullable: true,
    description: 'How many photo alerts customers left, the e-mails they sent and what they sold.',
    authScopes: byRole,
    resolve: (event, _args, context) => photoAlertFigures(context.db, event.id),
  }),
}));
