// 'Exportar dados' and the closing as the owner reads them: the studio's recent exports with their signed links, and
// the closing asked for (when it will happen).
import { builder } from '../../builder.ts';
import { StudioExportStatus } from '../../generated/prisma/enums.ts';
import { byRole } from '../../role-gate.ts';
import { viewerIsOwner } from '../../services/studios/studio-closure.ts';
import { exportDownloadPath } from '../../services/studios/studio-export.ts';
import { StudioRef } from '../studio/types.ts';

const StudioExportStatusEnum = builder.enumType(StudioExportStatus, {
  name: 'StudioExportStatus',
  description: 'PENDING: being written; READY: downloadable until expiresAt; FAILED: ask again.',
});

const StudioExportRef = builder.prismaObject('StudioExport', {
  description: 'An export of everything the studio has here, as one ZIP (kept 7 days).',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.expose('status', { type: StudioExportStatusEnum }),
    fileName: t.exposeString('fileName'),
    sizeBytes: t.float({
      nullable: true,
      resolve: (row) => (row.sizeBytes === null ? null : Number(row.sizeBytes)),
    }),
    forClosing: t.exposeBoolean('forClosing', { description: "Asked by 'Encerrar a loja'." }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true }),
    downloadUrl: t.string({
      nullable: true,
      description:
        'A signed address of the ZIP on this host, valid until expiresAt; null unless READY, and for anyone but the owner.',
      resolve: async (row, _args, context) =>
        row.status === 'READY' && (await viewerIsOwner(context))
          ? exportDownloadPath(context.services, row)
          : null,
    }),
  }),
});

const StudioClosureRef = builder.objectRef<{ requestedAt: Date; closesAt: Date }>('StudioClosure').implement({
  description:
    'A closing asked for: the rows and files are deleted at closesAt unless it is cancelled first.',
  fields: (t) => ({
    requestedAt: t.expose('requestedAt', { type: 'DateTime' }),
    closesAt: t.expose('closesAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectFields(StudioRef, (t) => ({
  dataExports: t.relation('dataExports', {
    authScopes: byRole,
    description: 'The exports still kept (newest first, at most 10).',
    query: () => ({
      where: { OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }] },
      orderBy: { createdAt: 'desc' as const },
      take: 10,
    }),
  }),
  closure: t.field({
    type: StudioClosureRef,
    nullable: true,
    authScopes: byRole,
    select: { closeRequestedAt: true, closesAt: true },
    resolve: (studio) =>
      studio.closeRequestedAt && studio.closesAt
        ? { requestedAt: studio.closeRequestedAt, closesAt: studio.closesAt }
        : null,
  }),
}));

export { StudioExportRef };
