// Notifications that are not Mercado Pago's own (forged or unsigned) are checked before anything is kept: only a
// short excerpt is recorded, and an address that keeps sending them is stopped.
import { describe, expect, it } from 'vitest';
import { shopOfThisFile } from '../../test/shop.ts';

const shop = shopOfThisFile();

const forged = (padding: number) =>
  shop.t.fetch('/api/loja/status-pagamento?type=payment&data.id=123', {
    method: 'POST',
    host: shop.host,
    headers: { 'content-type': 'application/json', 'x-signature': 'ts=1,v1=00', 'x-request-id': 'r' },
    body: JSON.stringify({ type: 'payment', data: { id: '123' }, padding: 'x'.repeat(padding) }),
  });

describe('refused payment notifications', () => {
  it('keep only an excerpt of a forged body, and stop an address that sends too many', async () => {
    const first = await forged(50_000);
    expect(first.status).toBe(401);
    const [row] = await shop.t.db.paymentNotification.findMany({ orderBy: { receivedAt: 'desc' }, take: 1 });
    expect(row!.signature).toBe('INVALID');
    expect(JSON.stringify(row!.body).length).toBeLessThan(2_100);

    const answers: number[] = [];
    for (let i = 0; i < 30; i++) answers.push((await forged(10)).status);
    expect(answers.slice(0, 29).every((status) => status === 401)).toBe(true);
    expect(answers[29]).toBe(429);
    // The ones refused for their number are not even recorded.
    expect(await shop.t.db.paymentNotification.count()).toBe(30);
  });
});
