import { describe, expect, it } from 'vitest';
import {
  anonymisedOrderFields,
  erasureActions,
  mailBodyPurgeCutoff,
  maskEmail,
  normaliseSubject,
  scrubbedNotificationBody,
} from './privacy.ts';

describe('maskEmail', () => {
  it.each([
    ['joao.silva@gmail.com', 'j***@g***.com'],
    ['Maria@Empresa.com.br', 'm***@e***.com.br'],
    [' a@b.co ', 'a***@b***.co'],
    ['root@localhost', 'r***@l***'],
    ['sem-arroba', '***'],
    ['@gmail.com', '***'],
    ['fulano@', '***'],
    ['', '***'],
  ])('%s -> %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe('normaliseSubject', () => {
  it('lower-cases the e-mail and keeps the digits of the CPF', () => {
    expect(normaliseSubject({ email: ' Ana@Exemplo.COM ', cpf: '529.982.247-25' })).toEqual({
      email: 'ana@exemplo.com',
      cpf: '52998224725',
    });
    expect(normaliseSubject({ email: 'ana@exemplo.com' })).toEqual({ email: 'ana@exemplo.com', cpf: '' });
  });
});

describe('what a deletion keeps', () => {
  it('blanks every personal field of an order and marks its name', () => {
    const personal = Object.entries(anonymisedOrderFields).filter(
      ([field]) => field !== 'customerFirstName' && field !== 'customerLastName',
    );
    expect(personal.every(([, value]) => value === '')).toBe(true);
    expect(`${anonymisedOrderFields.customerFirstName} ${anonymisedOrderFields.customerLastName}`).toBe(
      'Titular excluído',
    );
    // Nothing of the sale is in the list: amounts, dates, items and statuses are never touched.
    for (const kept of ['totalCents', 'subtotalCents', 'paidAt', 'createdAt', 'paymentStatus', 'eventName'])
      expect(anonymisedOrderFields).not.toHaveProperty(kept);
  });

  it('deletes what the law lets go and anonymises what the accounts need', () => {
    expect(erasureActions).toMatchObject({
      gallerySessions: 'delete',
      favorites: 'delete',
      photoAlerts: 'delete',
      cartReminders: 'delete',
      orders: 'anonymise',
      consents: 'anonymise',
      emails: 'purge',
    });
  });
});

describe('scrubbedNotificationBody', () => {
  it("keeps Mercado Pago's envelope and drops anything else", () => {
    expect(
      scrubbedNotificationBody({
        id: 123,
        type: 'payment',
        action: 'payment.updated',
        data: { id: '987', payer: { email: 'ana@exemplo.com' } },
        payer: { email: 'ana@exemplo.com', identification: { number: '52998224725' } },
        user_id: 'x',
      }),
    ).toEqual({ id: 123, type: 'payment', action: 'payment.updated', data: { id: '987' } });
    expect(scrubbedNotificationBody(null)).toEqual({});
    expect(scrubbedNotificationBody({ trecho: '{"payer":"ana@exemplo.com"}' })).toEqual({});
  });
});

describe('mail body retention', () => {
  it('purges what was created more than the retention ago', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(mailBodyPurgeCutoff(now, 180).toISOString()).toBe('2026-05-31T12:00:00.000Z');
    expect(mailBodyPurgeCutoff(now, 1).toISOString()).toBe('2026-11-26T12:00:00.000Z');
  });
});
