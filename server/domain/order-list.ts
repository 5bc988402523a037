// The studio's list of all its orders: the filters (event, payment, delivery, days, customer search), their rules,
// and how an address carries them (/adm/pedidos?evento=...&busca=..., the same words for GET /api/adm/pedidos.csv).
// This module runs in the browser too: no Node-only imports.
import { z } from 'zod';
import { isDay } from './calendar.ts';

export const paymentStatusValues = [
  'PENDING',
  'APPROVED',
  'REJECTED',
  'CANCELLED',
  'REFUNDED',
  'CHARGED_BACK',
  'EXEMPT',
] as const;
export const digitalDeliveryStatusValues = ['AWAITING_RELEASE', 'RELEASED'] as const;
export const physicalDeliveryStatusValues = ['PREPARATION', 'SHIPPED', 'AWAITING_PICKUP'] as const;

export const searchMaxLength = 100;

const day = (label: string) =>
  z.string().trim().refine(isDay, `${label}: use uma data válida no formato aaaa-mm-dd`).nullish();

const statuses = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.array(z.enum(values, { error: message })).nullish();

/** Every filter given must match; a list matches any of its values. */
export const orderListFilterSchema = z
  .object({
    eventSlug: z.string().trim().max(200, 'Evento inválido').nullish(),
    paymentStatus: statuses(paymentStatusValues, 'Situação de pagamento inválida'),
    digitalDeliveryStatus: statuses(digitalDeliveryStatusValues, 'Situação de entrega inválida'),
    physicalDeliveryStatus: statuses(physicalDeliveryStatusValues, 'Situação de entrega inválida'),
    needsAction: z.boolean().nullish(),
    from: day('Data inicial'),
    to: day('Data final'),
    paidFrom: z.date().nullish(),
    search: z
      .string()
      .trim()
      .max(searchMaxLength, `A busca pode ter até ${searchMaxLength} caracteres`)
      .nullish(),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    message: 'A data inicial deve ser igual ou anterior à data final',
    path: ['to'],
  });

export type OrderListFilter = z.output<typeof orderListFilterSchema>;

/** The address words of each filter. */
export const orderListParams = {
  eventSlug: 'evento',
  paymentStatus: 'pagamento',
  delivery: 'entrega',
  needsAction: 'acao',
  from: 'de',
  to: 'ate',
  search: 'busca',
} as const;

const list = (value: string | null) =>
  value
    ? value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
    : [];

const among = <T extends string>(values: readonly T[], given: string[]) =>
  given.filter((value): value is T => (values as readonly string[]).includes(value));

/**
 * The filter an address names, not yet checked: unknown words are kept so the schema refuses them with its message.
 * `entrega` takes digital and physical statuses alike (the list's one "Entrega" choice); an unknown one goes with the
 * digital ones, to be refused.
 */
export function orderListFilterFromParams(params: URLSearchParams): Record<string, unknown> {
  const delivery = list(params.get(orderListParams.delivery));
  const unknownDelivery = delivery.filter(
    (value) =>
      !(digitalDeliveryStatusValues as readonly string[]).includes(value) &&
      !(physicalDeliveryStatusValues as readonly string[]).includes(value),
  );
  const text = (name: string) => params.get(name)?.trim() || null;
  const orNull = (values: string[]) => (values.length ? values : null);
  return {
    eventSlug: text(orderListParams.eventSlug),
    paymentStatus: orNull(list(params.get(orderListParams.paymentStatus))),
    digitalDeliveryStatus: orNull([...among(digitalDeliveryStatusValues, delivery), ...unknownDelivery]),
    physicalDeliveryStatus: orNull(among(physicalDeliveryStatusValues, delivery)),
    needsAction: params.get(orderListParams.needsAction) === '1' ? true : null,
    from: text(orderListParams.from),
    to: text(orderListParams.to),
    search: text(orderListParams.search),
  };
}

/** The filter of an address when it is valid; what is wrong in it otherwise. */
export function parseOrderListParams(
  params: URLSearchParams,
): { filter: OrderListFilter; error: null } | { filter: null; error: string } {
  const parsed = orderListFilterSchema.safeParse(orderListFilterFromParams(params));
  return parsed.success
    ? { filter: parsed.data, error: null }
    : { filter: null, error: parsed.error.issues[0]!.message };
}

/** Search text as the database keeps names and e-mails for it: lower case, without accents. */
export function normaliseSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}
