// 'Minhas compras' (sendMyOrderLinks): a customer types their e-mail on the storefront and gets one e-mail with the
// links to all their orders of the studio; the answer never says whether there were any.
import { z } from 'zod';
import { builder } from '../../builder.ts';
import { MyOrdersRateLimitedError, myOrdersSentMessage } from '../../domain/my-orders.ts';
import { sendMyOrdersLinks } from '../../services/orders/my-orders.ts';
import { commonErrors } from '../errors/types.ts';
import { requestOrigin } from '../origin.ts';
import { messagePayload } from '../payloads.ts';

const SendMyOrderLinksInput = builder.inputType('SendMyOrderLinksInput', {
  fields: (t) => ({
    email: t.string({
      required: true,
      validate: z.string().trim().min(1, 'Informe o e-mail').pipe(z.email('E-mail inválido')),
    }),
  }),
});

builder.mutationField('sendMyOrderLinks', (t) =>
  t.field({
    type: messagePayload('SendMyOrderLinksPayload'),
    description:
      'Minhas compras: e-mails the links to every order of this studio placed with the address (at most 3 e-mails an hour per address); the same answer whether or not there are orders.',
    errors: { types: [MyOrdersRateLimitedError, ...commonErrors] },
    args: { input: t.arg({ type: SendMyOrderLinksInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await sendMyOrdersLinks(context, { email: input.email, baseUrl: requestOrigin(context) });
      return { message: myOrdersSentMessage };
    },
  }),
);
