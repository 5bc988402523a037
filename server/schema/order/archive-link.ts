// "Baixar todas (ZIP)" on the customer's order page, and the lab's ZIP of prints on the studio's: a short-lived
// address of the order's ZIP, so no token sits in the address the browser downloads from for longer than a few minutes.

import { builder } from '../../builder.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { DownloadPeriodEndedError } from '../../domain/event-expiry.ts';
import { DownloadsNotReleasedError } from '../../domain/fulfilment.ts';
import { uuidOrNil } from '../../domain/ids.ts';
import { byRole } from '../../role-gate.ts';
import {
  customerOrderArchive,
  orderArchiveLinkCode,
  orderArchivePath,
} from '../../services/orders/order-archive.ts';
import {
  printArchiveLinkCode,
  printArchivePath,
  studioPrintArchive,
} from '../../services/orders/print-archive.ts';
import { OrderRef } from './types.ts';

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
    errors: { types: [NotFoundError, DownloadsNotReleasedError, DownloadPeriodEndedError] },
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

builder.mutationField('createPrintArchiveLink', (t) =>
  t.field({
    type: builder.objectRef<{ url: string; fileName: string }>('CreatePrintArchiveLinkPayload').implement({
      description:
        "For the lab: the order's printed photos as one ZIP (originals named by size and quantity, cut to the customer's crop), valid for a few minutes.",
      fields: (p) => ({ url: p.exposeString('url'), fileName: p.exposeString('fileName') }),
    }),
    authScopes: byRole,
    errors: { types: [NotFoundError] },
    args: {
      input: t.arg({
        type: builder.inputType('CreatePrintArchiveLinkInput', {
          fields: (i) => ({ order: i.globalID({ for: OrderRef, required: true }) }),
        }),
        required: true,
      }),
    },
    resolve: async (_root, { input }, context) => {
      const archive = await studioPrintArchive(context, uuidOrNil(input.order.id));
      return {
        url: `${printArchivePath(archive.orderId)}?link=${printArchiveLinkCode(context.services, archive.orderId)}`,
        fileName: archive.fileName,
      };
    },
  }),
);
