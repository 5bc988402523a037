import { describe, expect, it } from 'vitest';
import { shippedEmail } from './order-emails.ts';

const order = {
  studioName: 'Estúdio Luz',
  eventName: 'Corrida',
  orderNumber: 7,
  customerName: 'Ana',
  totalCents: 4500,
  link: 'https://luz.revela.test/corrida/pedido',
  serviceName: 'SEDEX',
};
const correios = 'https://rastreamento.correios.com.br/app/index.php?objeto=AA123456789BR';

describe('the shipping e-mail', () => {
  it("links a Correios tracking code to the Correios' tracking page, in HTML and in plain text", () => {
    const mail = shippedEmail({ ...order, trackingCode: 'AA123456789BR' });
    expect(mail.html).toContain(`<a href="${correios}"`);
    expect(mail.html).toMatch(/>AA123456789BR<\/a>/);
    expect(mail.text).toContain(`Código de rastreio: AA123456789BR (${correios})`);
  });

  it("leaves another carrier's code as text, and says where to follow the order without one", () => {
    const other = shippedEmail({ ...order, trackingCode: 'JAD1234567' });
    expect(other.html).toContain('Código de rastreio: JAD1234567');
    expect(other.html).not.toContain('rastreamento.correios');
    const none = shippedEmail({ ...order, trackingCode: null });
    expect(none.text).toContain('Você pode acompanhar o pedido pelo link abaixo.');
  });
});
