import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signWebhook, webhookHeaders } from './signature.ts';

describe('Standard Webhooks signatures', () => {
  it("match the specification's published test vector", () => {
    expect(
      signWebhook(
        'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        'msg_p5jXN8AQM9LWM0D4loKWxJek',
        1614265330,
        '{"test": 2432232314}',
      ),
    ).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('are verified by the official standardwebhooks library, and refused once the body changes', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const body = JSON.stringify({
      type: 'order.paid',
      timestamp: new Date().toISOString(),
      data: { id: 'x' },
    });
    const headers = webhookHeaders({
      secret,
      id: '0199a8b2-0000-7000-8000-000000000001',
      timestamp: Math.floor(Date.now() / 1000),
      body,
    });
    expect(headers['content-type']).toBe('application/json');
    expect(headers['user-agent']).toMatch(/^Revela/);
    const verifier = new Webhook(secret);
    expect(verifier.verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => verifier.verify(body.replace('order.paid', 'order.refunded'), headers)).toThrow();
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
  });

  it('make a new secret each time', () => {
    expect(newWebhookSecret()).not.toBe(newWebhookSecret());
  });
});
