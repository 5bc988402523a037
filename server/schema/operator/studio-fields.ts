// What a studio's admin reads of a suspension by the platform: the reason, shown at the top of every /adm page.
import { builder } from '../../builder.ts';
import { byRole } from '../../role-gate.ts';
import { StudioRef } from '../studio/types.ts';

builder.prismaObjectFields(StudioRef, (t) => ({
  suspendedReason: t.string({
    nullable: true,
    authScopes: byRole,
    description: 'Why the platform suspended the studio (null: it is not suspended).',
    select: { suspendedAt: true, suspendedReason: true },
    resolve: (studio) => (studio.suspendedAt ? (studio.suspendedReason ?? '') : null),
  }),
}));
