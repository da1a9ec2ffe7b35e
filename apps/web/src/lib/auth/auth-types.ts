/**
 * The identity operations the app uses, in the app's own terms. The Amplify implementation lives
 * in amplify-auth-client.ts; screens reach it through the session context, so tests can hand in a
 * fake at exactly this boundary.
 */

export type MfaType = 'TOTP' | 'SMS' | 'EMAIL';

/** Where a sign-in stands (spec §4 "Sign-in outcomes"), as plain data that fits in router state. */
export type SignInStep =
  | { step: 'DONE' }
  | { step: 'CONFIRM_SIGN_UP' }
  | { step: 'RESET_PASSWORD' }
  | { step: 'NEW_PASSWORD_REQUIRED' }
  | { step: 'MFA_SELECTION'; options: MfaType[] }
  | { step: 'MFA_SETUP_SELECTION'; options: MfaType[] }
  | { step: 'TOTP_CODE' }
  | { step: 'TOTP_SETUP'; setup: TotpSetup }
  | { step: 'SMS_CODE'; destination: string | null }
  | { step: 'EMAIL_CODE'; destination: string | null }
  | { step: 'CUSTOM_CHALLENGE'; destination: string | null; attemptsLeft: number | null }
  /** A step this app does not offer (passkeys, first-factor selection, email MFA setup). */
  | { step: 'UNSUPPORTED'; name: string };

export type SignInStepName = SignInStep['step'];

export interface TotpSetup {
  /** The shared secret, for typing into an authenticator by hand. */
  secret: string;
  /** The otpauth:// URI an authenticator app reads from the QR code. */
  uri: string;
}

/** What sign-up asks for (spec §2): email as username, password, account kind. */
export type AccountKind = 'client' | 'investor';

export interface SignUpInput {
  email: string;
  password: string;
  kind: AccountKind;
  language: string;
}

/** Spec §4 "Sign-up outcomes". */
export type SignUpResult =
  | { step: 'CONFIRM_SIGN_UP'; destination: string | null }
  | { step: 'COMPLETE_AUTO_SIGN_IN' }
  | { step: 'DONE' };

export interface CodeDelivery {
  destination: string | null;
}

/** The session user of spec §3, read from the id token. */
export interface SessionClaims {
  sub: string;
  email: string;
  emailVerified: boolean;
  groups: string[];
  /** `custom:kind`, when the account has one. */
  kind: AccountKind | null;
}

export interface AuthDevice {
  id: string;
  name: string | null;
  lastAuthenticatedAt: Date | null;
  remembered: boolean;
  /** The device this browser signed in with. */
  current: boolean;
}

export interface EmailChange {
  /** False when the pool changed the address without asking for a code. */
  codeRequired: boolean;
  destination: string | null;
}

export interface AuthClient {
  /** The signed-in session, null when signed out; throws only when the user pool itself is unusable. */
  currentSession(): Promise<SessionClaims | null>;
  /** The id token for API calls (refreshed first when expired), null when signed out. */
  idToken(): Promise<string | null>;
  /** Calls `listener` when the session ends outside the app's own sign-out (refresh failed). */
  onSessionEnded(listener: () => void): () => void;

  signIn(email: string, password: string): Promise<SignInStep>;
  /** Passwordless: the pool mails a one-time code (custom challenge). */
  signInWithEmailCode(email: string): Promise<SignInStep>;
  /** Answers the current challenge: a code, an MFA choice or a new password. */
  confirmSignIn(answer: string): Promise<SignInStep>;
  rememberDevice(): Promise<void>;

  signUp(input: SignUpInput): Promise<SignUpResult>;
  confirmSignUp(email: string, code: string): Promise<SignUpResult>;
  resendSignUpCode(email: string): Promise<CodeDelivery>;
  /** Signs in with the credentials of this tab's sign-up, polling until the account is confirmed. */
  autoSignIn(): Promise<SignInStep>;

  resetPassword(email: string): Promise<CodeDelivery>;
  confirmResetPassword(email: string, code: string, newPassword: string): Promise<void>;

  signOut(options: { global: boolean }): Promise<void>;

  updatePassword(oldPassword: string, newPassword: string): Promise<void>;
  updateEmail(email: string): Promise<EmailChange>;
  /**
   * First steps: records the account kind (`custom:kind`) of a user whose sign-up did not say, and
   * refreshes the id token so the API sees it (the API creates no company before).
   */
  setAccountKind(kind: AccountKind): Promise<void>;
  confirmEmail(code: string): Promise<void>;
  resendEmailCode(): Promise<CodeDelivery>;

  totpEnabled(): Promise<boolean>;
  setUpTotp(accountName: string): Promise<TotpSetup>;
  /** Verifies the first code and makes TOTP the preferred MFA. */
  enableTotp(code: string): Promise<void>;
  disableTotp(): Promise<void>;

  devices(): Promise<AuthDevice[]>;
  forgetDevice(device: AuthDevice): Promise<void>;
}
