import { vi } from 'vitest';
import type { AuthClient, SessionClaims } from '../auth-types';

export const MEMBER: SessionClaims = {
  sub: '7d0c3a51-1b1e-4f5a-9a7e-2f0d6c7b8e90',
  email: 'ada@example.com',
  emailVerified: true,
  groups: [],
  kind: 'client',
};

export const ADMIN: SessionClaims = {
  ...MEMBER,
  sub: 'a1',
  email: 'root@example.com',
  groups: ['admins'],
  kind: null,
};

export type FakeAuthClient = { [K in keyof AuthClient]: ReturnType<typeof vi.fn<AuthClient[K]>> } & {
  /** Who `currentSession` reports; sign-in screens set it when a flow completes. */
  session: SessionClaims | null;
};

const unexpected = (name: string) => () => Promise.reject(new Error(`unexpected call: ${name}`));

/**
 * The identity boundary for component tests: every operation is a vi.fn that fails loudly unless a
 * test gives it an answer, so a screen cannot pass by calling the wrong operation.
 */
export function createFakeAuthClient(session: SessionClaims | null = MEMBER): FakeAuthClient {
  const fake = {
    session,
    currentSession: vi.fn(async () => fake.session),
    idToken: vi.fn(async () => (fake.session ? 'header.payload.signature' : null)),
    onSessionEnded: vi.fn(() => () => {}),
    signIn: vi.fn(unexpected('signIn')),
    signInWithEmailCode: vi.fn(unexpected('signInWithEmailCode')),
    confirmSignIn: vi.fn(unexpected('confirmSignIn')),
    rememberDevice: vi.fn(unexpected('rememberDevice')),
    signUp: vi.fn(unexpected('signUp')),
    confirmSignUp: vi.fn(unexpected('confirmSignUp')),
    resendSignUpCode: vi.fn(unexpected('resendSignUpCode')),
    autoSignIn: vi.fn(unexpected('autoSignIn')),
    resetPassword: vi.fn(unexpected('resetPassword')),
    confirmResetPassword: vi.fn(unexpected('confirmResetPassword')),
    signOut: vi.fn(async () => {
      fake.session = null;
    }),
    updatePassword: vi.fn(unexpected('updatePassword')),
    updateEmail: vi.fn(unexpected('updateEmail')),
    setAccountKind: vi.fn(unexpected('setAccountKind')),
    confirmEmail: vi.fn(unexpected('confirmEmail')),
    resendEmailCode: vi.fn(unexpected('resendEmailCode')),
    totpEnabled: vi.fn(async () => false),
    setUpTotp: vi.fn(unexpected('setUpTotp')),
    enableTotp: vi.fn(unexpected('enableTotp')),
    disableTotp: vi.fn(unexpected('disableTotp')),
    devices: vi.fn(async () => []),
    forgetDevice: vi.fn(unexpected('forgetDevice')),
  };
  return fake as unknown as FakeAuthClient;
}

/** An error shaped like Amplify's service errors (the name is the Cognito exception type). */
export function cognitoError(name: string, message = name): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}
