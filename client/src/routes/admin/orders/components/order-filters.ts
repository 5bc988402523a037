// The order lists' filters: the choices of their selects, and how a choice goes into the address.

export type FilterOptions = readonly (readonly [string, string])[];

/** The payments an event's list filters by. */
export const eventPaymentFilters: FilterOptions = [
  ['', 'Todos'],
  ['APPROVED', 'Aprovado'],
  ['EXEMPT', 'Isento'],
  ['PENDING', 'Pendente'],
  ['REJECTED', 'Rejeitado'],
  ['CANCELLED', 'Expirado'],
];

/** The studio-wide list also finds refunded and disputed payments. */
export const studioPaymentFilters: FilterOptions = [
  ...eventPaymentFilters,
  ['REFUNDED', 'Estornado'],
  ['CHARGED_BACK', 'Contestado'],
];

export const deliveryFilters: FilterOptions = [
  ['', 'Todas'],
  ['AWAITING_RELEASE', 'Digital aguardando liberação'],
  ['RELEASED', 'Digital liberado'],
  ['PREPARATION', 'Impressas em preparação'],
  ['SHIPPED', 'Impressas enviadas'],
  ['AWAITING_PICKUP', 'Impressas aguardando retirada'],
];

/** The address's search with the filter `name` set to `value`, or without it when the value is empty. */
export function withFilter(search: URLSearchParams, name: string, value: string): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}
