import { useLocation } from 'react-router';
import type { SignInStep } from '../../../lib/auth/auth-types';

/** A message one auth screen leaves for the next. */
export type Notice = 'pleaseConfirm' | 'confirmed' | 'passwordChanged' | 'stepExpired' | 'resetRequired';

/**
 * What a screen hands the next one through router state (never the URL: it may hold a TOTP
 * secret). History keeps it across a reload; Amplify keeps its side of the challenge for 3 minutes.
 */
export interface StepState {
  email?: string;
  step?: SignInStep;
  notice?: Notice;
  /** Where a code was sent, masked by the pool (`a***@e***.com`). */
  destination?: string | null;
  /** Sign-up finished without a code to enter: sign in as soon as the account is confirmed. */
  autoSignIn?: boolean;
}

export function useStepState(): StepState {
  const state: unknown = useLocation().state;
  return typeof state === 'object' && state !== null ? (state as StepState) : {};
}

/** The pending sign-in step of one of `kinds`, or null when the screen was opened without one. */
export function useSignInStep<K extends SignInStep['step']>(
  ...kinds: K[]
): { email: string; step: Extract<SignInStep, { step: K }> } | null {
  const { email, step } = useStepState();
  if (!email || !step || !kinds.includes(step.step as K)) return null;
  return { email, step: step as Extract<SignInStep, { step: K }> };
}
