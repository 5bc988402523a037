// Root fields for the studio the request's host names.
import { builder } from '../../builder.ts';

builder.queryField('studio', (t) =>
  t.prismaField({
    type: 'Studio',
    nullable: true,
    description: "The studio of the request's host; null when the host names no studio.",
    resolve: (query, _root, _args, context) =>
      context.studio ? context.db.studio.findUnique({ ...query, where: { id: context.studio.id } }) : null,
  }),
);

interface PlatformLinks {
  plansUrl: string | null;
  supportUrl: string | null;
  billing: boolean;
}

const PlatformRef = builder.objectRef<PlatformLinks>('Platform').implement({
  description: "The platform's own links, set by its operator (none when not configured).",
  fields: (t) => ({
    plansUrl: t.exposeString('plansUrl', { nullable: true, description: "'Ver Planos': the plans page." }),
    supportUrl: t.exposeString('supportUrl', {
      nullable: true,
      description: "'Suporte': the support WhatsApp.",
    }),
    billing: t.exposeBoolean('billing', {
      description: "The platform bills studios: the admin menu shows 'Meu plano' instead of 'Ver Planos'.",
    }),
  }),
});

builder.queryField('platform', (t) =>
  t.field({
    type: PlatformRef,
    resolve: (_root, _args, context) => ({
      plansUrl: context.config.plansUrl ?? null,
      supportUrl: context.config.supportWhatsApp ? `https://wa.me/${context.config.supportWhatsApp}` : null,
      billing: Boolean(context.config.billing && context.services.billing),
    }),
  }),
);
