import path from 'node:path';
import type { Env } from '../env';
import { EnvError } from '../env';

/** The pool's settings, derived once from the env. */
export interface IdentityConfig {
  mode: 'embedded' | 'cognito';
  poolId: string;
  /** The part after `_`: Cognito's SRP "pool name". */
  poolName: string;
  region: string;
  clientId: string;
  /** The id tokens' `iss`: PUBLIC_URL/identity/<poolId>, or Cognito's issuer URL. */
  issuer: string;
  /** What Amplify's `userPoolEndpoint` should be (embedded mode only). */
  endpoint?: string;
  mfa: 'optional' | 'required';
  smsEnabled: boolean;
  rateLimitPerMinute: number;
  keysDir: string;
  dataDir: string;
}

export const ACCESS_TOKEN_SECONDS = 3600;
export const REFRESH_TOKEN_DAYS = 30;
export const TEMPORARY_PASSWORD_DAYS = 7;
export const CODE_LIFETIMES_MS = {
  SIGN_UP: 24 * 3600_000,
  FORGOT_PASSWORD: 3600_000,
  VERIFY_EMAIL: 24 * 3600_000,
  VERIFY_PHONE: 24 * 3600_000,
  SIGN_IN: 15 * 60_000,
  SMS_MFA: 5 * 60_000,
} as const;
export type CodePurpose = keyof typeof CODE_LIFETIMES_MS;
/** Wrong tries a code (or an MFA step) allows before it is used up. */
export const MAX_CODE_ATTEMPTS = 5;

export const cognitoIssuer = (region: string, poolId: string) =>
  `https://cognito-idp.${region}.amazonaws.com/${poolId}`;

export function identityConfig(env: Env): IdentityConfig {
  const common = {
    mfa: env.IDENTITY_MFA,
    smsEnabled: Boolean(env.SMS_SENDER),
    rateLimitPerMinute: env.IDENTITY_RATE_LIMIT_PER_MINUTE,
    keysDir: path.join(env.DATA_DIR, 'keys'),
    dataDir: env.DATA_DIR,
  };
  if (env.AUTH_MODE === 'cognito') {
    if (!env.COGNITO_USER_POOL_ID || !env.COGNITO_CLIENT_ID) {
      throw new EnvError(
        'Invalid configuration:\n  AUTH_MODE=cognito needs COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID (and AWS credentials for admin commands)',
      );
    }
    const [regionPart, name] = env.COGNITO_USER_POOL_ID.split('_') as [string, string];
    const region = env.COGNITO_REGION ?? regionPart;
    return {
      ...common,
      mode: 'cognito',
      poolId: env.COGNITO_USER_POOL_ID,
      poolName: name,
      region,
      clientId: env.COGNITO_CLIENT_ID,
      issuer: cognitoIssuer(region, env.COGNITO_USER_POOL_ID),
    };
  }
  const [region, name] = env.IDENTITY_POOL_ID.split('_') as [string, string];
  return {
    ...common,
    mode: 'embedded',
    poolId: env.IDENTITY_POOL_ID,
    poolName: name,
    region,
    clientId: env.IDENTITY_CLIENT_ID,
    issuer: `${env.PUBLIC_URL}/identity/${env.IDENTITY_POOL_ID}`,
    endpoint: `${env.PUBLIC_URL}/identity/`,
  };
}
