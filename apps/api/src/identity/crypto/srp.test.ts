import { describe, expect, it } from 'vitest';
import { srpClient } from '../testing/srp-client';
import {
  claimSignature,
  createVerifier,
  formatTimestamp,
  k,
  N,
  pad,
  parseClientPublic,
  parseTimestamp,
  serverEphemeral,
  sessionKey,
  verifierMatches,
} from './srp';

describe('Cognito SRP constants and encodings', () => {
  it('has the k of the reference for the 3072-bit group', () => {
    expect(k.toString(16)).toBe('538282c4354742d7cbbde2359fcf67f9f5b3a6b08791e5011b43b8a5b66d9ee6');
    expect(N.toString(2)).toHaveLength(3072);
  });

  it('pads like Java BigInteger.toByteArray: a leading 0x00 when the top bit is set', () => {
    expect(pad(0x7fn).toString('hex')).toBe('7f');
    expect(pad(0x80n).toString('hex')).toBe('0080');
    expect(pad(0xabcn).toString('hex')).toBe('0abc');
  });

  it('formats TIMESTAMP as Cognito does and parses only that form', () => {
    const date = new Date(Date.UTC(2026, 10, 1, 9, 5, 7));
    expect(formatTimestamp(date)).toBe('Sun Nov 1 09:05:07 UTC 2026');
    expect(parseTimestamp('Sun Nov 1 09:05:07 UTC 2026')?.getTime()).toBe(date.getTime());
    expect(parseTimestamp('Sun Nov 01 09:05:07 UTC 2026')).toBeNull();
    expect(parseTimestamp('Mon Nov 1 09:05:07 UTC 2026')).toBeNull();
    expect(parseTimestamp(date.toUTCString())).toBeNull();
  });

  it('refuses a client public value of 0 mod N or not hex', () => {
    expect(parseClientPublic('0')).toBeNull();
    expect(parseClientPublic(N.toString(16))).toBeNull();
    expect(parseClientPublic('xyz')).toBeNull();
    expect(parseClientPublic('2')).toBe(2n);
  });
});

describe('server and client agree', () => {
  it('derives the same key on both sides for the right password only', () => {
    const { salt, verifier } = createVerifier('Pool1', 'user-id', 'Secret-Pass-1');
    const server = serverEphemeral(verifier);
    const secretBlock = Buffer.alloc(32, 1).toString('base64');
    const client = srpClient('Pool1');
    const A = BigInt(`0x${client.A}`);
    const serverKey = sessionKey({ A, B: server.B, b: server.b, verifier }) as Buffer;
    for (const [password, matches] of [
      ['Secret-Pass-1', true],
      ['Secret-Pass-2', false],
    ] as const) {
      const responses = client.respond({ userId: 'user-id', password, salt, B: server.B, secretBlock });
      const expected = claimSignature({
        key: serverKey,
        poolName: 'Pool1',
        userId: 'user-id',
        secretBlock: Buffer.from(secretBlock, 'base64'),
        timestamp: responses.TIMESTAMP ?? '',
      });
      expect(expected.toString('base64') === responses.PASSWORD_CLAIM_SIGNATURE).toBe(matches);
    }
  });

  it('checks a plain password against the verifier', () => {
    const { salt, verifier } = createVerifier('Pool1', 'user-id', 'Secret-Pass-1');
    expect(
      verifierMatches({ poolName: 'Pool1', userId: 'user-id', password: 'Secret-Pass-1', salt, verifier }),
    ).toBe(true);
    expect(
      verifierMatches({ poolName: 'Pool1', userId: 'user-id', password: 'Secret-Pass-2', salt, verifier }),
    ).toBe(false);
    expect(
      verifierMatches({ poolName: 'Pool2', userId: 'user-id', password: 'Secret-Pass-1', salt, verifier }),
    ).toBe(false);
  });
});
