// Photos of an event: public preview, thumbnail and grid tile, and the private original (studio admin only).

import { builder } from '../../builder.ts';
import { byRole } from '../../role-gate.ts';
import { keepsPhotoShape } from '../../services/images/pipelines.ts';
import { PhotoStatusEnum } from '../enums.ts';
import { ImageRef, imageSelect } from '../image/types.ts';
import { inStudio } from '../node/tenant-where.ts';

const OriginalFileRef = builder.objectRef<{
  id: string;
  width: number;
  height: number;
  bytes: number;
  mimeType: string;
}>('OriginalFile');
OriginalFileRef.implement({
  description: 'The high-resolution original as uploaded; it is never public.',
  fields: (t) => ({
    fileId: t.exposeString('id', { description: 'arquivoId: the id the download address takes.' }),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    bytes: t.exposeInt('bytes'),
    mimeType: t.exposeString('mimeType'),
  }),
});

const publicFilesSelect = {
  width: true,
  height: true,
  watermarkRevision: true,
  studio: { select: { watermarkRevision: true } },
  files: {
    where: { variant: { in: ['PREVIEW' as const, 'THUMBNAIL' as const, 'TILE' as const] } },
    select: { variant: true, ...imageSelect },
  },
};

export const PhotoRef = builder.prismaNode('Photo', {
  id: { field: 'id' },
  // Customers reach only photos that are ready, and those of a gallery behind a key or a list of people only with a
  // session of that event; the studio sees its photos in every state.
  findUnique: (id, context) => ({
    ...inStudio(id, context),
    ...(context.viewer.kind !== 'admin' && {
      status: 'READY' as const,
      event: {
        OR: [
          { accessKey: null, mode: { not: 'PREPAID_PACKAGE' as const } },
          ...(context.viewer.kind === 'gallery' ? [{ id: context.viewer.eventId }] : []),
        ],
      },
    }),
  }),
  nullable: true,
  fields: (t) => {
    // Until a photo is re-rendered with the studio's current watermark, its public images are not handed out; nor a
    // tile cut as the centre square before tiles kept the photo's shape, until the backfill cuts it again.
    const publicImage = (variant: 'PREVIEW' | 'THUMBNAIL' | 'TILE', description?: string) =>
      t.field({
        type: ImageRef,
        nullable: true,
        ...(description && { description }),
        select: publicFilesSelect,
        resolve: (photo) => {
          if (photo.watermarkRevision !== photo.studio.watermarkRevision) return null;
          const file = photo.files.find((candidate) => candidate.variant === variant) ?? null;
          return file && variant === 'TILE' && !keepsPhotoShape(file, photo) ? null : file;
        },
      });
    return {
      name: t.exposeString('name', { description: 'nome: the public file name of the preview.' }),
      originalName: t.exposeString('originalName'),
      width: t.exposeInt('width'),
      height: t.exposeInt('height'),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
      status: t.expose('status', { type: PhotoStatusEnum }),
      failureReason: t.exposeString('failureReason', {
        nullable: true,
        description: 'Why the photo could not be processed (FAILED), in Portuguese, for the studio.',
      }),
      processing: t.boolean({
        description:
          'True until its public images are rendered: after upload, or again after a watermark change.',
        select: { status: true, watermarkRevision: true, studio: { select: { watermarkRevision: true } } },
        resolve: (photo) =>
          photo.status === 'PROCESSING' ||
          (photo.status === 'READY' && photo.watermarkRevision !== photo.studio.watermarkRevision),
      }),
      preview: publicImage('PREVIEW'),
      thumbnail: publicImage('THUMBNAIL'),
      tile: publicImage(
        'TILE',
        'The whole photo in its own shape for the gallery grid, at most 360 px on its long side; null for a photo ' +
          'rendered before tiles existed, or whose tile was the centre square, until its tile is made (show the ' +
          'thumbnail meanwhile).',
      ),
      highResolution: t.field({
        type: builder
          .objectRef<{ width: number; height: number; bytes: number }>('HighResolutionSize')
          .implement({
            description: 'The size of the high-resolution file (arquivoAltaResolucao) a purchase delivers.',
            fields: (f) => ({
              width: f.exposeInt('width'),
              height: f.exposeInt('height'),
              bytes: f.exposeInt('bytes'),
            }),
          }),
        select: {
          files: {
            where: { variant: 'ORIGINAL' as const },
            select: { width: true, height: true, bytes: true },
          },
        },
        resolve: (photo) => photo.files[0]!,
      }),
      original: t.field({
        type: OriginalFileRef,
        authScopes: byRole,
        select: { files: { where: { variant: 'ORIGINAL' as const } } },
        resolve: (photo) => photo.files[0]!,
      }),
    };
  },
});
