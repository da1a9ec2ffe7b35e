import { NEXT_PARAM, SIGN_IN_PATH } from '../../../lib/auth/next-path';

export const AUTH_PATHS = {
  signIn: SIGN_IN_PATH,
  signUp: '/sign-up',
  confirmSignUp: '/confirm-sign-up',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  newPassword: '/sign-in/new-password',
  mfaSelection: '/sign-in/mfa',
  totpSetup: '/sign-in/totp-setup',
  mfaCode: '/sign-in/verify',
  emailCode: '/sign-in/email-code',
  terms: '/terms',
  privacy: '/privacy',
} as const;

/** `path` with `params`, carrying over where the user wanted to go (`next`) and `lang`. */
export function authHref(path: string, currentSearch: string, params: Record<string, string> = {}): string {
  const current = new URLSearchParams(currentSearch);
  const query = new URLSearchParams();
  for (const key of [NEXT_PARAM, 'lang']) {
    const value = current.get(key);
    if (value) query.set(key, value);
  }
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
