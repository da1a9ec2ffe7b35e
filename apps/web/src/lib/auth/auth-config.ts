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

/**
 * GET /api/config with a plain fetch: the api client asks identity for a token first, and identity
 * needs this configuration before it can answer.
 */
export async function fetchAuthConfig(origin: string = window.location.origin): Promise<AuthConfig> {
  const response = await fetch('/api/config', { headers: { accept: 'application/json' } });
  // A passing failure (429, 5xx) is not a broken pool: the caller treats it as signed out and retries later.
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
  const body = (await response.json()) as { data?: { auth?: Partial<AuthConfig> } };
  const auth = body.data?.auth;
  if (!auth?.userPoolId || !auth.userPoolClientId)
    throw new AuthConfigError('Invalid user pool id provided.');
  const userPoolEndpoint = resolveEndpoint(auth.userPoolEndpoint, origin);
  return {
    userPoolId: auth.userPoolId,
    userPoolClientId: auth.userPoolClientId,
    ...(userPoolEndpoint ? { userPoolEndpoint } : {}),
  };
}
