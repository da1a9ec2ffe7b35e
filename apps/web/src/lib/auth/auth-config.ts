import { api } from '../api-client';

/** GET /api/config's `auth`: Amplify Auth's user-pool settings for the server's AUTH_MODE. */
export interface AuthConfig {
  userPoolId: string;
  userPoolClientId: string;
  /** Embedded pool only, usually the path `/identity/`; absent for a real Cognito pool. */
  userPoolEndpoint?: string;
}

export class AuthConfigError extends Error {
  override name = 'AuthConfigError';
}

/**
 * The endpoint Amplify must call: the server returns a path because the browser may reach it under
 * another origin than its PUBLIC_URL (a LAN address, 127.0.0.1), so it is resolved here.
 */
export function resolveEndpoint(endpoint: string | undefined, origin: string): string | undefined {
  return endpoint ? new URL(endpoint, origin).toString() : undefined;
}

export async function fetchAuthConfig(origin: string = window.location.origin): Promise<AuthConfig> {
  const data = await api.get<{ auth?: Partial<AuthConfig> }>('/config');
  const auth = data?.auth;
  if (!auth?.userPoolId || !auth.userPoolClientId)
    throw new AuthConfigError('Invalid user pool id provided.');
  const userPoolEndpoint = resolveEndpoint(auth.userPoolEndpoint, origin);
  return {
    userPoolId: auth.userPoolId,
    userPoolClientId: auth.userPoolClientId,
    ...(userPoolEndpoint ? { userPoolEndpoint } : {}),
  };
}
