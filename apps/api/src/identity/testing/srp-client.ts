import { createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { formatTimestamp, g, modPow, N, pad } from '../crypto/srp';

/**
 * The client half of Cognito's SRP, written from the reference's formulas, for tests that must
 * send proofs Amplify never would (wrong, replayed, stale). Amplify itself is the interop check.
 */
const hash = (...parts: Buffer[]) => parts.reduce((h, p) => h.update(p), createHash('sha256')).digest();
const big = (bytes: Buffer) => BigInt(`0x${bytes.toString('hex')}`);
const k = big(hash(pad(N), pad(g)));

export function srpClient(poolName: string) {
  const a = big(randomBytes(128));
  const A = modPow(g, a, N);
  return {
    A: A.toString(16),
    /** PASSWORD_VERIFIER challenge responses for the given challenge parameters. */
    respond(input: {
      userId: string;
      password: string;
      salt: string;
      B: string;
      secretBlock: string;
      timestamp?: string;
    }): Record<string, string> {
      const B = BigInt(`0x${input.B}`);
      const u = big(hash(pad(A), pad(B)));
      const x = big(
        hash(
          pad(BigInt(`0x${input.salt}`)),
          hash(Buffer.from(`${poolName}${input.userId}:${input.password}`)),
        ),
      );
      const base = (((B - k * modPow(g, x, N)) % N) + N) % N;
      const S = modPow(base, a + u * x, N);
      const key = Buffer.from(hkdfSync('sha256', pad(S), pad(u), Buffer.from('Caldera Derived Key'), 16));
      const timestamp = input.timestamp ?? formatTimestamp(new Date());
      const signature = createHmac('sha256', key)
        .update(Buffer.from(poolName))
        .update(Buffer.from(input.userId))
        .update(Buffer.from(input.secretBlock, 'base64'))
        .update(Buffer.from(timestamp))
        .digest('base64');
      return {
        USERNAME: input.userId,
        PASSWORD_CLAIM_SECRET_BLOCK: input.secretBlock,
        TIMESTAMP: timestamp,
        PASSWORD_CLAIM_SIGNATURE: signature,
      };
    },
  };
}
