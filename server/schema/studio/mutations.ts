// Studio admin: storefront images and texts, watermark, address and Mercado Pago credentials.

import { z } from 'zod';
import { builder } from '../../builder.ts';
import { accentColorSchema, normalAccentColor } from '../../domain/accent-color.ts';
import { addressSchema, placeSchema } from '../../domain/address.ts';
import { MercadoPagoCredentialsError, MercadoPagoUnreachableError } from '../../domain/credentials.ts';
import { fields } from '../../domain/input-filters.ts';
import { CepMalformedError, CepNotFoundError } from '../../domain/postal-codes.ts';
import { FileTooLargeError, InvalidImageError } from '../../domain/uploads.ts';
import { byRole } from '../../role-gate.ts';
import {
  removeStudioImage,
  replaceStudioImage,
  type StudioImageSlot,
} from '../../services/media/storefront-images.ts';
import {
  type StudioTexts,
  saveMercadoPagoCredentials,
  saveStudioAddress,
  updateAccentColor,
  updateStudioTexts,
} from '../../services/studios/studio-settings.ts';
import { readUpload } from '../../services/uploads/uploaded-files.ts';
import { placeInputFields } from '../address/types.ts';
import { commonErrors } from '../errors/types.ts';
import { requireStudio } from '../event/selectors.ts';
import { studioPayload } from '../payloads.ts';

const imageErrors = [InvalidImageError, FileTooLargeError, ...commonErrors];

function imageMutation(fieldName: string, typeName: string, slot: StudioImageSlot, message: string) {
  const Input = builder.inputType(`${typeName}Input`, {
    fields: (t) => ({ file: t.field({ type: 'Upload', required: true }) }),
  });
  builder.mutationField(fieldName, (t) =>
    t.field({
      type: studioPayload(`${typeName}Payload`),
      authScopes: byRole,
      errors: { types: imageErrors },
      args: { input: t.arg({ type: Input, required: true }) },
      resolve: async (_root, { input }, context) => {
        const studio = requireStudio(context);
        const { bytes, fileName } = await readUpload(input.file);
        await replaceStudioImage(context, { slot, bytes, originalName: fileName });
        return { message, studioId: studio.id };
      },
    }),
  );
}

imageMutation('updateStudioLogo', 'UpdateStudioLogo', 'logo', 'Logo atualizada com sucesso');
imageMutation('updateFooterLogo', 'UpdateFooterLogo', 'footerLogo', 'Logo do rodapé atualizada com sucesso');
imageMutation(
  'updateAboutImage',
  'UpdateAboutImage',
  'aboutImage',
  'Imagem do Sobre Nós atualizada com sucesso',
);
imageMutation('setWatermark', 'SetWatermark', 'watermark', "Marca d'água salva com sucesso");

builder.mutationField('removeWatermark', (t) =>
  t.field({
    type: studioPayload('RemoveWatermarkPayload'),
    authScopes: byRole,
    errors: { types: commonErrors },
    resolve: async (_root, _args, context) => {
      const studio = requireStudio(context);
      await removeStudioImage(context, 'watermark');
      return { message: 'Marca dágua excluída com sucesso', studioId: studio.id };
    },
  }),
);

/** A mutation that sets one text field of the studio. */
function textMutation<T extends z.ZodType<string, string>>(
  fieldName: string,
  typeName: string,
  argument: string,
  schema: T,
  write: (value: string) => StudioTexts,
  message: string,
) {
  const Input = builder.inputType(`${typeName}Input`, {
    fields: (t) => ({ [argument]: t.string({ required: true, validate: schema }) }),
  });
  builder.mutationField(fieldName, (t) =>
    t.field({
      type: studioPayload(`${typeName}Payload`),
      authScopes: byRole,
      errors: { types: commonErrors },
      args: { input: t.arg({ type: Input, required: true }) },
      resolve: async (_root, { input }, context) => {
        const value = schema.parse((input as Record<string, string>)[argument]);
        await updateStudioTexts(context, write(value));
        return { message, studioId: requireStudio(context).id };
      },
    }),
  );
}

textMutation(
  'updateAboutText',
  'UpdateAboutText',
  'text',
  fields.aboutText,
  (aboutText) => ({ aboutText }),
  'Texto do Sobre Nós atualizado com sucesso',
);
textMutation(
  'updateAboutWhatsApp',
  'UpdateAboutWhatsApp',
  'phone',
  fields.phone,
  (aboutWhatsApp) => ({ aboutWhatsApp }),
  'Número de WhatsApp atualizado com sucesso',
);
textMutation(
  'updateFooterEmail',
  'UpdateFooterEmail',
  'email',
  fields.optionalEmail,
  (footerEmail) => ({ footerEmail }),
  'E-mail do rodapé atualizado com sucesso',
);
textMutation(
  'updateFooterPhone',
  'UpdateFooterPhone',
  'phone',
  fields.phone,
  (footerPhone) => ({ footerPhone }),
  'Telefone do rodapé atualizado com sucesso',
);

const UpdateAccentColorInput = builder.inputType('UpdateAccentColorInput', {
  fields: (t) => ({
    color: t.string({
      required: true,
      description: "#rrggbb, dark enough for white text; blank: the platform's colour.",
      validate: accentColorSchema,
    }),
  }),
});

builder.mutationField('updateAccentColor', (t) =>
  t.field({
    type: studioPayload('UpdateAccentColorPayload'),
    authScopes: byRole,
    errors: { types: commonErrors },
    args: { input: t.arg({ type: UpdateAccentColorInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await updateAccentColor(context, normalAccentColor(input.color));
      return { message: 'Cor de destaque atualizada com sucesso', studioId: requireStudio(context).id };
    },
  }),
);

const UpdateStudioAddressInput = builder.inputType('UpdateStudioAddressInput', {
  validate: placeSchema,
  fields: placeInputFields,
});

builder.mutationField('updateStudioAddress', (t) =>
  t.field({
    type: studioPayload('UpdateStudioAddressPayload'),
    authScopes: byRole,
    errors: { types: [CepNotFoundError, CepMalformedError, ...commonErrors] },
    args: { input: t.arg({ type: UpdateStudioAddressInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const studio = requireStudio(context);
      await saveStudioAddress(context, addressSchema.parse(input));
      return { message: 'Endereço salvo com sucesso', studioId: studio.id };
    },
  }),
);

const UpdateMercadoPagoCredentialsInput = builder.inputType('UpdateMercadoPagoCredentialsInput', {
  fields: (t) => ({
    publicKey: t.string({
      required: true,
      validate: z.string().trim().min(1, 'Informe a Public Key').max(200),
    }),
    accessToken: t.string({
      required: true,
      description: 'The access token, or the masked placeholder to keep the stored one.',
      validate: z.string().trim().min(1, 'Informe o Access Token').max(500),
    }),
    webhookSecret: t.string({
      description: 'Secret that signs payment notifications; blank keeps the stored one.',
    }),
  }),
});

builder.mutationField('updateMercadoPagoCredentials', (t) =>
  t.field({
    type: studioPayload('UpdateMercadoPagoCredentialsPayload'),
    authScopes: byRole,
    errors: { types: [MercadoPagoCredentialsError, MercadoPagoUnreachableError, ...commonErrors] },
    args: { input: t.arg({ type: UpdateMercadoPagoCredentialsInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await saveMercadoPagoCredentials(context, input);
      return { message: 'Credenciais salvas com sucesso', studioId: requireStudio(context).id };
    },
  }),
);
