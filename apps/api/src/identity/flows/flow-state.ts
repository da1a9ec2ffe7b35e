/**
 * What the server remembers between the steps of a sign-in (sealed into identity_challenges).
 * `sub` is null for an unknown user: the flow runs to its end like a real one and then fails,
 * so answers do not reveal which emails have accounts.
 */
interface Base {
  sub: string | null;
  /** USER_ID_FOR_SRP / the Cognito username (the sub, or a stable fake one). */
  userId: string;
  /** The DEVICE_KEY the client presented, carried to the device step. */
  deviceKey?: string | null;
}

export type FlowState =
  | (Base & {
      kind: 'PASSWORD_VERIFIER';
      A: string;
      b: string;
      B: string;
      salt: string;
      verifier: string;
      secretBlock: string;
    })
  | (Base & { kind: 'CUSTOM_CHALLENGE'; attempts: number; destination: string })
  | (Base & { kind: 'NEW_PASSWORD_REQUIRED' })
  | (Base & { kind: 'SELECT_MFA_TYPE'; options: MfaType[] })
  | (Base & { kind: 'SOFTWARE_TOKEN_MFA' })
  | (Base & { kind: 'SMS_MFA' })
  | (Base & { kind: 'MFA_SETUP'; secret?: string; verified?: boolean })
  | (Base & { kind: 'DEVICE_SRP_AUTH' })
  | (Base & {
      kind: 'DEVICE_PASSWORD_VERIFIER';
      deviceKey: string;
      A: string;
      b: string;
      B: string;
      secretBlock: string;
    });

export type MfaType = 'SOFTWARE_TOKEN_MFA' | 'SMS_MFA';
export type ChallengeName = FlowState['kind'];

/** Minutes a Session string stays valid: longer where the user reads a mail or scans a QR code. */
export const sessionMinutes = (kind: ChallengeName) =>
  kind === 'CUSTOM_CHALLENGE' || kind === 'MFA_SETUP' ? 15 : 5;
