import { keyedHash, newCode, safeEqual } from '../crypto/codes';
import type { SecretBox } from '../crypto/secret-box';
import { CODE_LIFETIMES_MS, type CodePurpose, MAX_CODE_ATTEMPTS } from '../identity-config';
import { codeMismatch, expiredCode, limitExceeded } from '../protocol/cognito-error';
import type { CodeRow, CodesRepo } from '../repo/codes.repo';
import type { Throttling } from './throttling';

/**
 * One-time codes: 6 digits, stored as a keyed hash, single-use, expiring per purpose and refused
 * after MAX_CODE_ATTEMPTS wrong tries (LimitExceededException) until a new one is sent.
 */
export function createCodeService(pool: { codes: CodesRepo; box: SecretBox; throttle: Throttling }) {
  const hash = (sub: string, purpose: CodePurpose, code: string) =>
    keyedHash(pool.box.hmacKey, `code:${purpose}:${sub}`, code);

  return {
    /** A new code for the purpose (replacing any earlier one); counts against the send limit. */
    async issue(sub: string, purpose: CodePurpose, target?: string): Promise<string> {
      await pool.throttle.codeSend(sub, purpose);
      const code = newCode();
      await pool.codes.put({
        sub,
        purpose,
        codeHash: hash(sub, purpose, code),
        target: target ?? null,
        expiresAt: new Date(Date.now() + CODE_LIFETIMES_MS[purpose]),
      });
      return code;
    },

    /** Checks and uses up a code; throws CodeMismatch, ExpiredCode or LimitExceeded like Cognito. */
    async redeem(
      sub: string,
      purpose: CodePurpose,
      code: string,
      mismatchMessage?: string,
    ): Promise<CodeRow> {
      const row = await pool.codes.find(sub, purpose);
      if (!row) throw codeMismatch(mismatchMessage);
      if (row.consumedAt) throw expiredCode();
      if (row.attempts >= MAX_CODE_ATTEMPTS) throw limitExceeded();
      if (!safeEqual(row.codeHash, hash(sub, purpose, code.trim()))) {
        await pool.codes.recordFailure(row.id);
        throw codeMismatch(mismatchMessage);
      }
      if (row.expiresAt.getTime() <= Date.now()) throw expiredCode();
      if (!(await pool.codes.consume(row.id))) throw expiredCode();
      return row;
    },
  };
}

export type CodeService = ReturnType<typeof createCodeService>;
