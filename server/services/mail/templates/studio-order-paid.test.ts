import { describe, expect, it } from 'vitest';
import { studioOrderPaidEmail } from './studio-order-paid.ts';

const input = {
  studioName: 'Estúdio Luz',
  eventName: 'Formatura 2026',
  orderNumber: 7,
  customerName: 'Ana Souza',
  customerEmail: 'ana@exemplo.com',
  totalCents: 4550,
  exempt: false,
  digitalCount: 1,
  printedCount: 0,
  nextStep: 'Libere as fotos digitais no painel quando estiverem prontas.',
  link: 'https://luz.exemplo.com/adm/pedidos/formatura-2026/abc',
};

describe('the studio e-mail of a paid order', () => {
  it('says who paid how much for what, and what to do next', () => {
    const mail = studioOrderPaidEmail(input);
    expect(mail.subject).toBe('Pedido nº 7 pago (R$\u00a045,50) - Formatura 2026');
    expect(mail.text).toContain(
      'Ana Souza (ana@exemplo.com) pagou R$\u00a045,50 pelo pedido nº 7 de Formatura 2026.',
    );
    expect(mail.text).toContain('Itens: 1 foto digital.');
    expect(mail.text).toContain(`Ver pedido: ${input.link}`);
    expect(mail.html).toContain('Libere as fotos digitais no painel');
  });

  it('words an order with nothing to pay, and counts in the plural', () => {
    const mail = studioOrderPaidEmail({ ...input, exempt: true, digitalCount: 3, printedCount: 2 });
    expect(mail.subject).toBe('Novo pedido nº 7 - Formatura 2026');
    expect(mail.text).toContain('fez o pedido nº 7 de Formatura 2026, sem valor a pagar.');
    expect(mail.text).toContain('Itens: 3 fotos digitais e 2 fotos impressas.');
  });
});

describe('an order sold with a discount or the all-photos price', () => {
  it('says how the total was made', () => {
    const mail = studioOrderPaidEmail({
      ...input,
      priceNotes: [
        'Todas as fotos em digital: R$\u00a0150,00',
        'Desconto (10% a partir de 10 fotos): -R$\u00a015,00',
      ],
    });
    expect(mail.text).toContain(
      'Todas as fotos em digital: R$\u00a0150,00. Desconto (10% a partir de 10 fotos): -R$\u00a015,00.',
    );
  });
});
