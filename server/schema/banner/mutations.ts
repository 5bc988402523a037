// Studio admin: the rotating banner (create with a title, rename, replace the image, delete).

import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../builder.ts';
import { uuidOrNil } from '../../domain/ids.ts';
import { fields } from '../../domain/input-filters.ts';
import { FileTooLargeError, InvalidImageError } from '../../domain/uploads.ts';
import type { Banner } from '../../generated/prisma/client.ts';
import { byRole } from '../../role-gate.ts';
import {
  createBanner,
  deleteBanner,
  renameBanner,
  replaceBannerImage,
} from '../../services/media/storefront-images.ts';
import { readUpload } from '../../services/uploads/uploaded-files.ts';
import { commonErrors } from '../errors/types.ts';
import { BannerRef } from '../studio/types.ts';

interface BannerResult {
  message: string;
  banner: Banner;
}

function bannerPayload(name: string) {
  return builder.objectRef<BannerResult>(name).implement({
    fields: (t) => ({
      message: t.exposeString('message'),
      banner: t.prismaField({
        type: 'Banner',
        resolve: (query, payload, _args, context) =>
          context.db.banner.findUniqueOrThrow({ ...query, where: { id: payload.banner.id } }),
      }),
    }),
  });
}

const imageErrors = [InvalidImageError, FileTooLargeError, ...commonErrors];

const CreateBannerInput = builder.inputType('CreateBannerInput', {
  fields: (t) => ({
    title: t.string({ required: true, validate: fields.bannerTitle }),
    file: t.field({ type: 'Upload', required: true }),
  }),
});

builder.mutationField('createBanner', (t) =>
  t.field({
    type: bannerPayload('CreateBannerPayload'),
    authScopes: byRole,
    errors: { types: imageErrors },
    args: { input: t.arg({ type: CreateBannerInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const { bytes, fileName } = await readUpload(input.file);
      const banner = await createBanner(context, {
        title: input.title.trim(),
        bytes,
        originalName: fileName,
      });
      return { message: 'Banner adicionado com sucesso', banner };
    },
  }),
);

const RenameBannerInput = builder.inputType('RenameBannerInput', {
  fields: (t) => ({
    bannerId: t.globalID({ required: true, for: BannerRef }),
    title: t.string({ required: true, validate: fields.bannerTitle }),
  }),
});

builder.mutationField('renameBanner', (t) =>
  t.field({
    type: bannerPayload('RenameBannerPayload'),
    authScopes: byRole,
    errors: { types: commonErrors },
    args: { input: t.arg({ type: RenameBannerInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const banner = await renameBanner(context, uuidOrNil(input.bannerId.id), input.title.trim());
      return { message: 'Título do banner atualizado com sucesso', banner };
    },
  }),
);

const ReplaceBannerImageInput = builder.inputType('ReplaceBannerImageInput', {
  fields: (t) => ({
    bannerId: t.globalID({ required: true, for: BannerRef }),
    file: t.field({ type: 'Upload', required: true }),
  }),
});

builder.mutationField('replaceBannerImage', (t) =>
  t.field({
    type: bannerPayload('ReplaceBannerImagePayload'),
    authScopes: byRole,
    errors: { types: imageErrors },
    args: { input: t.arg({ type: ReplaceBannerImageInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const { bytes, fileName } = await readUpload(input.file);
      const banner = await replaceBannerImage(context, {
        bannerId: uuidOrNil(input.bannerId.id),
        bytes,
        originalName: fileName,
      });
      return { message: 'Imagem do banner atualizada com sucesso', banner };
    },
  }),
);

const DeleteBannerInput = builder.inputType('DeleteBannerInput', {
  fields: (t) => ({ bannerId: t.globalID({ required: true }) }),
});

builder.mutationField('deleteBanner', (t) =>
  t.field({
    type: builder.objectRef<{ message: string; deletedBannerId: string }>('DeleteBannerPayload').implement({
      fields: (p) => ({
        message: p.exposeString('message'),
        deletedBannerId: p.exposeID('deletedBannerId', { description: 'Global id of the deleted banner.' }),
      }),
    }),
    authScopes: byRole,
    errors: { types: commonErrors },
    args: { input: t.arg({ type: DeleteBannerInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await deleteBanner(context, uuidOrNil(input.bannerId.id));
      return {
        message: 'Banner excluído com sucesso',
        deletedBannerId: encodeGlobalID('Banner', input.bannerId.id),
      };
    },
  }),
);
