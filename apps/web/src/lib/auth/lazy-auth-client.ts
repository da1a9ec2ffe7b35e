import type { AuthClient } from './auth-types';

/** Amplify keeps a signed-in user's tokens in localStorage under `CognitoIdentityServiceProvider.<client id>.…`. */
const AMPLIFY_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

type AsyncKey = {
  [K in keyof AuthClient]: AuthClient[K] extends (...args: never[]) => Promise<unknown> ? K : never;
}[keyof AuthClient];

/** True when this browser holds tokens of some user (signed in, or a session that may refresh). */
export function hasStoredSession(storage: Pick<Storage, 'length' | 'key'>): boolean {
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(AMPLIFY_KEY_PREFIX) && key.endsWith('.LastAuthUser')) return true;
  }
  return false;
}

/**
 * The identity client, fetched on first use: Amplify is the largest library of the sign-in page, and
 * a signed-out visitor needs it only when they submit a form. Until then the session is answered
 * from storage alone: without stored tokens nobody is signed in, and nothing is loaded.
 */
export function createLazyAuthClient(
  load: () => Promise<AuthClient>,
  storage: Pick<Storage, 'length' | 'key'> = window.localStorage,
): AuthClient {
  let loading: Promise<AuthClient> | null = null;
  const sessionEndedListeners = new Set<() => void>();

  function client(): Promise<AuthClient> {
    loading ??= load().then(
      (loaded) => {
        // Listeners registered before the load hear Amplify's events from now on.
        loaded.onSessionEnded(() => {
          for (const listener of sessionEndedListeners) listener();
        });
        return loaded;
      },
      (error: unknown) => {
        loading = null; // a failed download (offline) is tried again on the next call
        throw error;
      },
    );
    return loading;
  }

  function forward<K extends AsyncKey>(name: K): AuthClient[K] {
    const call = async (...args: unknown[]) => {
      const loaded = await client();
      return (loaded[name] as (...callArgs: unknown[]) => Promise<unknown>)(...args);
    };
    return call as AuthClient[K];
  }

  const signedOutWithoutAmplify = () => loading === null && !hasStoredSession(storage);

  return {
    async currentSession() {
      return signedOutWithoutAmplify() ? null : (await client()).currentSession();
    },
    async idToken() {
      return signedOutWithoutAmplify() ? null : (await client()).idToken();
    },
    onSessionEnded(listener) {
      sessionEndedListeners.add(listener);
      return () => {
        sessionEndedListeners.delete(listener);
      };
    },
    signIn: forward('signIn'),
    signInWithEmailCode: forward('signInWithEmailCode'),
    confirmSignIn: forward('confirmSignIn'),
    rememberDevice: forward('rememberDevice'),
    signUp: forward('signUp'),
    confirmSignUp: forward('confirmSignUp'),
    resendSignUpCode: forward('resendSignUpCode'),
    autoSignIn: forward('autoSignIn'),
    resetPassword: forward('resetPassword'),
    confirmResetPassword: forward('confirmResetPassword'),
    signOut: forward('signOut'),
    updatePassword: forward('updatePassword'),
    updateEmail: forward('updateEmail'),
    setAccountKind: forward('setAccountKind'),
    confirmEmail: forward('confirmEmail'),
    resendEmailCode: forward('resendEmailCode'),
    totpEnabled: forward('totpEnabled'),
    setUpTotp: forward('setUpTotp'),
    enableTotp: forward('enableTotp'),
    disableTotp: forward('disableTotp'),
    devices: forward('devices'),
    forgetDevice: forward('forgetDevice'),
  };
}
