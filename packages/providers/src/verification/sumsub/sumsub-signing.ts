import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Sumsub's App Token authentication: each request carries the app token, the time in seconds and
 * an HMAC-SHA256 (hex, keyed with the secret key) of time + method + path with query + body.
 */
export function sumsubAuthHeaders(
  appToken: string,
  secretKey: string,
  method: string,
  pathWithQuery: string,
  body: string,
  nowSeconds: number,
): Record<string, string> {
  const ts = String(nowSeconds);
  const signature = createHmac('sha256', secretKey)
    .update(ts + method.toUpperCase() + pathWithQuery + body)
    .digest('hex');
  return { 'X-App-Token': appToken, 'X-App-Access-Ts': ts, 'X-App-Access-Sig': signature };
}

const DIGEST_ALGORITHMS: Record<string, string> = {
  HMAC_SHA1_HEX: 'sha1',
  HMAC_SHA256_HEX: 'sha256',
  HMAC_SHA512_HEX: 'sha512',
};

/** A webhook's X-Payload-Digest: the HMAC (hex) of the exact body with the webhook secret. */
export function sumsubPayloadDigest(rawBody: string, secret: string, algorithm = 'HMAC_SHA256_HEX'): string {
  const hash = DIGEST_ALGORITHMS[algorithm];
  if (!hash) throw new Error(`unknown digest algorithm ${algorithm}`);
  return createHmac(hash, secret).update(rawBody).digest('hex');
}

/** Whether a delivery's digest matches its body; an unknown algorithm or a missing digest does not. */
export function verifySumsubDigest(
  rawBody: string,
  digest: string | undefined,
  algorithm: string | undefined,
  secret: string,
): boolean {
  const alg = algorithm ?? 'HMAC_SHA256_HEX';
  if (!digest || !DIGEST_ALGORITHMS[alg]) return false;
  const expected = Buffer.from(sumsubPayloadDigest(rawBody, secret, alg), 'utf8');
  const given = Buffer.from(digest.toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
