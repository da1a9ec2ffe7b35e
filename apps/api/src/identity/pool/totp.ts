import { generateSecret, verify } from 'otplib';
import type { PoolContext } from './pool-context';

/** A new TOTP secret: 32 random bytes in base32, the length Cognito hands out. */
export const newTotpSecret = () => generateSecret({ length: 32 });

/** Checks a TOTP code (±1 period of clock drift); a code is accepted once per user. */
export async function totpCodeIsValid(
  pool: PoolContext,
  sub: string,
  secret: string,
  code: string,
): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const result = await verify({ secret, token: code, epochTolerance: 30 });
  return (
    result.valid &&
    'timeStep' in result &&
    (await pool.throttle.firstUseOfTotpCode(sub, result.timeStep, code))
  );
}
