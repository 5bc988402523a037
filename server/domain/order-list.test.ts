import { describe, expect, it } from 'vitest';
import { normaliseSearchText, orderListFilterSchema, parseOrderListParams } from './order-list.ts';

const parse = (query: string) => parseOrderListParams(new URLSearchParams(query));

describe("the orders list's filters", () => {
  it('reads every filter from the address', () => {
    expect(
      parse(
        'evento=formatura&pagamento=APPROVED,EXEMPT&entrega=PREPARATION&acao=1&de=2026-11-01&ate=2026-11-30&busca=+João+',
      ),
    ).toEqual({
      error: null,
      filter: {
        eventSlug: 'formatura',
        paymentStatus: ['APPROVED', 'EXEMPT'],
        digitalDeliveryStatus: null,
        physicalDeliveryStatus: ['PREPARATION'],
        needsAction: true,
        from: '2026-11-01',
        to: '2026-11-30',
        search: 'João',
      },
    });
  });

  it('takes a digital status under entrega too, and nothing at all', () => {
    expect(parse('entrega=AWAITING_RELEASE').filter).toMatchObject({
      digitalDeliveryStatus: ['AWAITING_RELEASE'],
      physicalDeliveryStatus: null,
    });
    expect(parse('').filter).toMatchObject({ eventSlug: null, paymentStatus: null, search: null });
  });

  it.each([
    ['pagamento=PAGO', 'Situação de pagamento inválida'],
    ['entrega=PERDIDO', 'Situação de entrega inválida'],
    ['de=2026-02-30', 'Data inicial: use uma data válida no formato aaaa-mm-dd'],
    ['ate=30/11/2026', 'Data final: use uma data válida no formato aaaa-mm-dd'],
    ['de=2026-12-01&ate=2026-11-01', 'A data inicial deve ser igual ou anterior à data final'],
    [`busca=${'a'.repeat(101)}`, 'A busca pode ter até 100 caracteres'],
  ])('refuses %s: %s', (query, error) => {
    expect(parse(query)).toEqual({ filter: null, error });
  });

  it('is the same schema GraphQL validates with', () => {
    expect(orderListFilterSchema.safeParse({ from: '2026-11-02', to: '2026-11-02' }).success).toBe(true);
  });

  it.each([
    ['  JOÃO  ', 'joao'],
    ['Conceição', 'conceicao'],
    ['ÁÉÍÓÚ àèìòù âêô ãõ ç ñ ü', 'aeiou aeiou aeo ao c n u'],
    ['Maria@Exemplo.COM', 'maria@exemplo.com'],
  ])('searches %j as %j', (text, normalised) => {
    expect(normaliseSearchText(text)).toBe(normalised);
  });
});
