// The one GraphQL address type: the studio's address, a customer's delivery address, an order's, and what a CEP
// lookup finds. Its value is the Address of domain/address.ts, read from the Prisma columns with addressOf.
import { builder } from '../../builder.ts';
import { type Address, isCompleteAddress } from '../../domain/address.ts';
import {
  CepLookupUnavailableError,
  CepMalformedError,
  CepNotFoundError,
  PostalCodeRateLimitedError,
} from '../../domain/postal-codes.ts';

export const AddressRef = builder.objectRef<Address>('Address').implement({
  description: 'endereco / enderecoEntrega: a place in Brazil, and who receives there when someone does.',
  fields: (t) => ({
    cep: t.exposeString('cep', { description: '01310-100' }),
    city: t.exposeString('city'),
    state: t.exposeString('state', { description: 'UF, two letters.' }),
    street: t.exposeString('street'),
    number: t.exposeString('number'),
    complement: t.exposeString('complement'),
    neighborhood: t.exposeString('neighborhood'),
    recipient: t.exposeString('recipient', {
      nullable: true,
      description: 'destinatario: who receives a delivery; null for the studio and for a CEP lookup.',
    }),
    complete: t.boolean({
      description: 'Enough to find the place (CEP, city, UF, street and number): what shipping quotes need.',
      resolve: isCompleteAddress,
    }),
  }),
});

/** The fields of a place as inputs take them (the studio's address; a delivery address adds its recipient). */
export const placeInputFields = (t: Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0]) => ({
  cep: t.string({ required: true }),
  city: t.string({ required: true }),
  state: t.string({ required: true }),
  street: t.string({ required: true }),
  number: t.string({ required: true }),
  complement: t.string({ required: true, defaultValue: '' }),
  neighborhood: t.string({ required: true }),
});

builder.queryField('postalCode', (t) =>
  t.field({
    type: AddressRef,
    description:
      "The address of a CEP, without number and complement ('CEP inexistente' / 'CEP mal formado' otherwise).",
    errors: {
      types: [CepMalformedError, CepNotFoundError, CepLookupUnavailableError, PostalCodeRateLimitedError],
    },
    args: { cep: t.arg.string({ required: true }) },
    resolve: async (_root, { cep }, context) => ({
      ...(await context.services.postalCodes.lookup(cep, context)),
      number: '',
      complement: '',
      recipient: null,
    }),
  }),
);
