// The studio's own domain as its admin sees it: status, the DNS records to create, what the last check found.

import { builder } from '../../builder.ts';
import type { DnsRecord } from '../../domain/custom-domains.ts';
import { DomainStatus } from '../../generated/prisma/enums.ts';
import { byRole } from '../../role-gate.ts';
import { type CustomDomainView, customDomainView } from '../../services/domains/custom-domains.ts';
import { StudioRef } from '../studio/types.ts';

export const DomainStatusEnum = builder.enumType(DomainStatus, {
  name: 'DomainStatus',
  description: 'PENDING: waiting for its records; ACTIVE: serving; BROKEN: a re-check failed, still serving.',
});

const DnsRecordRef = builder.objectRef<DnsRecord>('DnsRecord').implement({
  description: 'A DNS record the owner creates at their registrar.',
  fields: (t) => ({
    type: t.exposeString('type', { description: 'A, AAAA, CNAME or TXT.' }),
    name: t.exposeString('name', { description: 'The full name the record is for.' }),
    host: t.exposeString('host', {
      description:
        "The name as registrars' panels ask for it: relative to the registered domain, @ for itself.",
    }),
    value: t.exposeString('value'),
    purpose: t.exposeString('purpose', {
      description:
        'serve: makes the domain reach the platform; proof: proves it is the studio’s; twin: the other form (www or without), recommended.',
    }),
    required: t.boolean({ resolve: (record) => record.purpose !== 'twin' }),
  }),
});

const CustomDomainRef = builder.objectRef<CustomDomainView>('CustomDomain').implement({
  fields: (t) => ({
    available: t.exposeBoolean('available', {
      description: 'The platform takes studios’ own domains (its operator set CUSTOM_DOMAIN_TARGET).',
    }),
    apexAllowed: t.exposeBoolean('apexAllowed', {
      description: 'Domains without www can be used (the platform has addresses for their A/AAAA records).',
    }),
    domain: t.exposeString('domain', { nullable: true }),
    status: t.expose('status', { type: DomainStatusEnum, nullable: true }),
    records: t.field({ type: [DnsRecordRef], resolve: (view) => view.records }),
    problem: t.exposeString('problem', {
      nullable: true,
      description: 'What the last check found wrong, in Portuguese.',
    }),
    checkedAt: t.expose('checkedAt', { type: 'DateTime', nullable: true }),
    verifiedAt: t.expose('verifiedAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.prismaObjectFields(StudioRef, (t) => ({
  customDomain: t.field({
    type: CustomDomainRef,
    authScopes: byRole,
    select: {
      domain: true,
      domainStatus: true,
      domainToken: true,
      domainCheckedAt: true,
      domainVerifiedAt: true,
      domainProblem: true,
    },
    resolve: (studio, _args, context) => customDomainView(context.config, studio),
  }),
}));
