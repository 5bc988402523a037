// "Baixar todas (ZIP)" on the customer's order page: a short-lived address of the order's ZIP, so no token sits in
// the address the browser downloads from for longer than a few minutes.
import { builder } from '../../builder.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { DownloadsNotReleasedError } from '../../domain/fulfilment.ts';
import { uuidOrNil } from '../../domain/ids.ts';
import {
  customerOrderArchive,
  orderArchiveLinkCode,
  orderArchivePath,
} from '../../services/orders/order-archive.ts';

const CreateOrderArchiveLinkInput = builder.inputType('CreateOrderArchiveLinkInput', {
  fields: (t) => ({
    orderId: t.string({
      required: true,
      description: 'pedidoId as in the delivery page address (the order id or its session id).',
    }),
    accessToken: t.string({
      description: 'The ?acesso= code of the e-mailed link, if the page was opened by it.',
    }),
  }),
});

builder.mutationField('createOrderArchiveLink', (t) =>
  t.field({
    type: builder.objectRef<{ url: string; fileName: string }>('CreateOrderArchiveLinkPayload').implement({
      description: "An address of all the order's digital photos as one ZIP, valid for a few minutes.",
      fields: (p) => ({ url: p.exposeString('url'), fileName: p.exposeString('fileName') }),
    }),
    errors: { types: [NotFoundError, DownloadsNotReleasedError] },
    args: { input: t.arg({ type: CreateOrderArchiveLinkInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const archive = await customerOrderArchive(context, {
        orderId: uuidOrNil(input.orderId),
        accessToken: input.accessToken,
      });
      const code = orderArchiveLinkCode(context.services.secrets, archive.orderId);
      return {
        url: `${orderArchivePath({ id: archive.orderId, eventSlug: archive.eventSlug })}?link=${code}`,
        fileName: archive.fileName,
      };
    },
  }),
);
