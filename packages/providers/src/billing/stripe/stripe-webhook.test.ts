import { describe, expect, it } from 'vitest';
import { signStripePayload, stripeEventOf, verifyStripeSignature } from './stripe-webhook';

const secret = 'whsec_test_secret';
const payload = JSON.stringify({ id: 'evt_1', type: 'customer.subscription.updated', account: 'acct_1' });
const now = 1_790_000_000;

describe('Stripe webhook signatures', () => {
  it('accepts a delivery signed with the secret within five minutes', () => {
    expect(verifyStripeSignature(payload, signStripePayload(payload, secret, now - 60), secret, now)).toBe(
      true,
    );
    const rotated = `${signStripePayload(payload, secret, now)},v1=${'0'.repeat(64)}`;
    expect(verifyStripeSignature(payload, rotated, secret, now)).toBe(true);
  });

  it('refuses a changed body, another secret, an old or missing timestamp and garbage', () => {
    const header = signStripePayload(payload, secret, now);
    expect(verifyStripeSignature(`${payload} `, header, secret, now)).toBe(false);
    expect(verifyStripeSignature(payload, header, 'whsec_other', now)).toBe(false);
    expect(verifyStripeSignature(payload, signStripePayload(payload, secret, now - 301), secret, now)).toBe(
      false,
    );
    expect(verifyStripeSignature(payload, header.replace(/^t=\d+,/, ''), secret, now)).toBe(false);
    for (const bad of ['', 't=abc,v1=xyz', 'v1=', `t=${now},v1=${'g'.repeat(64)}`])
      expect(verifyStripeSignature(payload, bad, secret, now)).toBe(false);
  });

  it('reads the event envelope', () => {
    expect(stripeEventOf(payload)).toEqual({
      id: 'evt_1',
      type: 'customer.subscription.updated',
      account: 'acct_1',
    });
    expect(stripeEventOf('{"type":"x"}')).toBeNull();
    expect(stripeEventOf('not json')).toBeNull();
  });
});
