import { decodeJwt, errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';

/** Who a verified id token names. */
export interface VerifiedIdentity {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  groups: string[];
  /** `cognito:groups` contains `admins`. */
  admin: boolean;
  /** The `custom:kind` attribute (client or investor) when set. */
  kind: string | null;
  claims: JWTPayload;
}

/** One issuer the API accepts tokens from: the embedded pool's, or a Cognito pool's. */
export interface TrustedIssuer {
  issuer: string;
  /** The app client id: the id token's `aud`. */
  audience: string;
  keys: JWTVerifyGetKey;
}

/** Whether the token's user and sign-in session still stand (not disabled, deleted, signed out). */
export type SubjectCheck = (sub: string, originJti: string | null) => Promise<boolean>;

export class TokenRejectedError extends Error {
  override name = 'TokenRejectedError';
}

export interface TokenVerifier {
  /** Verifies a bearer id token; throws TokenRejectedError saying why not. */
  verify(token: string): Promise<VerifiedIdentity>;
  /** The same, but null instead of an error. */
  authenticate(token: string): Promise<VerifiedIdentity | null>;
  /** Drops cached subject checks of one user (after disabling or signing it out in this process). */
  forget(sub: string): void;
}

const CACHE_LIMIT = 10_000;
const SIGNATURE_CACHE_MS = 60_000;

/**
 * One verifier for both modes (jose): RS256 signature against the issuer's keys, issuer, audience,
 * `token_use: id`, expiry; then the subject check, cached for a few seconds so each request costs
 * at most one cheap lookup.
 */
export function createTokenVerifier(options: {
  trusted: TrustedIssuer[];
  isActive: SubjectCheck;
  cacheMs?: number;
}): TokenVerifier {
  const cacheMs = options.cacheMs ?? 3_000;
  const checks = new Map<string, { active: boolean; until: number }>();

  async function isActive(sub: string, originJti: string | null): Promise<boolean> {
    const key = `${sub}|${originJti ?? ''}`;
    const cached = checks.get(key);
    if (cached && cached.until > Date.now()) return cached.active;
    const active = await options.isActive(sub, originJti);
    if (checks.size >= CACHE_LIMIT) checks.clear();
    checks.set(key, { active, until: Date.now() + cacheMs });
    return active;
  }

  // A token's signature and claims verify the same way until it expires, so each token is checked
  // once a minute at most (an RS256 verification per request was a sizeable share of a cheap
  // call). The subject check below still runs on every request: disabling or signing out shows
  // within its few seconds.
  const signatures = new Map<string, { identity: VerifiedIdentity; until: number }>();

  async function verify(token: string): Promise<VerifiedIdentity> {
    const now = Date.now();
    const known = signatures.get(token);
    const identity = known && known.until > now ? known.identity : await verifySignature(token);
    if (!known || known.until <= now) {
      if (signatures.size >= CACHE_LIMIT) signatures.clear();
      const expires = typeof identity.claims.exp === 'number' ? identity.claims.exp * 1000 : now;
      signatures.set(token, { identity, until: Math.min(expires, now + SIGNATURE_CACHE_MS) });
    }
    const originJti = typeof identity.claims.origin_jti === 'string' ? identity.claims.origin_jti : null;
    if (!(await isActive(identity.sub, originJti)))
      throw new TokenRejectedError('session revoked or user disabled');
    return identity;
  }

  async function verifySignature(token: string): Promise<VerifiedIdentity> {
    let issuer: unknown;
    try {
      issuer = decodeJwt(token).iss;
    } catch {
      throw new TokenRejectedError('not a JWT');
    }
    const trust = options.trusted.find((candidate) => candidate.issuer === issuer);
    if (!trust) throw new TokenRejectedError('unknown issuer');
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, trust.keys, {
        issuer: trust.issuer,
        audience: trust.audience,
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'iat', 'sub'],
        clockTolerance: 5,
      }));
    } catch (error) {
      if (error instanceof errors.JOSEError) throw new TokenRejectedError(error.code);
      throw error;
    }
    if (payload.token_use !== 'id') throw new TokenRejectedError('not an id token');
    const sub = payload.sub as string;
    const groups = Array.isArray(payload['cognito:groups'])
      ? (payload['cognito:groups'] as unknown[]).map(String)
      : [];
    return {
      sub,
      email: typeof payload.email === 'string' ? payload.email : null,
      emailVerified: payload.email_verified === true || payload.email_verified === 'true',
      groups,
      admin: groups.includes('admins'),
      kind: typeof payload['custom:kind'] === 'string' ? payload['custom:kind'] : null,
      claims: payload,
    };
  }

  return {
    verify,
    async authenticate(token) {
      try {
        return await verify(token);
      } catch (error) {
        if (error instanceof TokenRejectedError) return null;
        throw error;
      }
    },
    forget(sub) {
      for (const key of checks.keys()) if (key.startsWith(`${sub}|`)) checks.delete(key);
    },
  };
}
