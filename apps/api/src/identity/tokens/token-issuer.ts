import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { ACCESS_TOKEN_SECONDS, type IdentityConfig } from '../identity-config';
import type { KeyStore } from './key-store';

export interface TokenSubject {
  sub: string;
  email: string;
  emailVerified: boolean;
  groups: string[];
  attributes: Record<string, string>;
}

export interface TokenSession {
  /** The sign-in session's id: every token minted from it carries it as `origin_jti`. */
  id: string;
  authTime: Date;
  deviceKey?: string | null;
}

export interface IssuedTokens {
  IdToken: string;
  AccessToken: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
}

/** Attributes that go into the id token besides the fixed claims (Cognito puts the profile ones in). */
const ID_TOKEN_ATTRIBUTES = [
  'given_name',
  'family_name',
  'name',
  'phone_number',
  'phone_number_verified',
  'locale',
];

/** Mints Cognito-shaped RS256 id and access tokens (reference/cognito-compat.md, "Tokens"). */
export function createTokenIssuer(config: IdentityConfig, keys: KeyStore) {
  async function sign(claims: Record<string, unknown>, now: number): Promise<string> {
    const { kid, key } = await keys.signingKey();
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(config.issuer)
      .setIssuedAt(now)
      .setExpirationTime(now + ACCESS_TOKEN_SECONDS)
      .setJti(randomUUID())
      .sign(key);
  }

  return {
    async issue(subject: TokenSubject, session: TokenSession): Promise<IssuedTokens> {
      const now = Math.floor(Date.now() / 1000);
      const authTime = Math.floor(session.authTime.getTime() / 1000);
      const eventId = randomUUID();
      const groups = subject.groups.length > 0 ? { 'cognito:groups': subject.groups } : {};
      const profile = Object.fromEntries(
        Object.entries(subject.attributes).filter(
          ([name]) => name.startsWith('custom:') || ID_TOKEN_ATTRIBUTES.includes(name),
        ),
      );
      const idToken = await sign(
        {
          ...profile,
          sub: subject.sub,
          aud: config.clientId,
          email_verified: subject.emailVerified,
          event_id: eventId,
          token_use: 'id',
          auth_time: authTime,
          'cognito:username': subject.sub,
          email: subject.email,
          origin_jti: session.id,
          ...groups,
        },
        now,
      );
      const accessToken = await sign(
        {
          sub: subject.sub,
          ...groups,
          ...(session.deviceKey ? { device_key: session.deviceKey } : {}),
          client_id: config.clientId,
          origin_jti: session.id,
          event_id: eventId,
          token_use: 'access',
          scope: 'aws.cognito.signin.user.admin',
          auth_time: authTime,
          username: subject.sub,
        },
        now,
      );
      return {
        IdToken: idToken,
        AccessToken: accessToken,
        ExpiresIn: ACCESS_TOKEN_SECONDS,
        TokenType: 'Bearer',
      };
    },
  };
}

export type TokenIssuer = ReturnType<typeof createTokenIssuer>;
