import { createHmac, timingSafeEqual } from 'node:crypto';

/** Stripe's own tolerance: a signed delivery older than five minutes may be a replay. */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Checks a webhook delivery's `Stripe-Signature` header (`t=<unix>,v1=<hex>[,v1=…]`): an
 * HMAC-SHA256 of `<t>.<raw body>` under the endpoint's signing secret, made within the tolerance.
 */
export function verifyStripeSignature(
  payload: string,
  header: string,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = STRIPE_SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  const parts = header.split(',').map((part) => part.trim().split('=', 2) as [string, string | undefined]);
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isSafeInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest();
  return parts.some(([key, value]) => {
    if (key !== 'v1' || value === undefined || !/^[0-9a-f]{64}$/.test(value)) return false;
    return timingSafeEqual(Buffer.from(value, 'hex'), expected);
  });
}

/** A signature header as Stripe writes it, for tests and local tools. */
export function signStripePayload(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export interface StripeEvent {
  id: string;
  type: string;
  /** The connected account the event happened in (Stripe Connect); absent for the platform's own. */
  account: string | null;
}

/** The envelope of a verified delivery; null when it is not an event. */
export function stripeEventOf(payload: string): StripeEvent | null {
  try {
    const body = JSON.parse(payload) as { id?: unknown; type?: unknown; account?: unknown };
    if (typeof body.id !== 'string' || typeof body.type !== 'string') return null;
    return { id: body.id, type: body.type, account: typeof body.account === 'string' ? body.account : null };
  } catch {
    return null;
  }
}
