import type { ParseKeys } from 'i18next';
import { i18n } from '../i18n';

type AuthKey = ParseKeys<'auth'>;

export interface AuthErrorOptions {
  /** A wrong current password (change password) says 'Incorrect password.' instead of naming the email. */
  passwordCheck?: boolean;
  /** What an unrecognised failure says here (sign-up: "Can't signup user"); default 'Something went wrong!'. */
  fallback?: AuthKey;
}

function nameOf(error: unknown): string {
  return error instanceof Error ? error.name : '';
}

/** NotAuthorizedException carries several situations; Cognito tells them apart only by message. */
function notAuthorizedKey(message: string, options: AuthErrorOptions): AuthKey {
  if (/disabled/i.test(message)) return 'errors.userDisabled';
  if (/attempts exceeded/i.test(message)) return 'errors.passwordAttemptsExceeded';
  if (/temporary password has expired/i.test(message)) return 'errors.temporaryPasswordExpired';
  if (/session/i.test(message)) return 'errors.sessionExpired';
  if (/current status is confirmed/i.test(message)) return 'errors.alreadyConfirmed';
  return options.passwordCheck ? 'errors.incorrectPassword' : 'errors.incorrectCredentials';
}

function keyOf(error: unknown, options: AuthErrorOptions): AuthKey | 'NETWORK' | 'TOO_MANY' | null {
  const message = error instanceof Error ? error.message : '';
  switch (nameOf(error)) {
    case 'UserAlreadyAuthenticatedException':
      return 'errors.alreadySignedIn';
    case 'NotAuthorizedException':
      return notAuthorizedKey(message, options);
    case 'UserNotFoundException':
      return options.passwordCheck ? 'errors.incorrectPassword' : 'errors.userNotFound';
    case 'CodeMismatchException':
      return 'errors.codeMismatch';
    case 'ExpiredCodeException':
      return 'errors.expiredCode';
    case 'LimitExceededException':
      return 'errors.limitExceeded';
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
      return 'TOO_MANY';
    case 'UsernameExistsException':
    case 'AliasExistsException':
      return 'errors.userExists';
    // The pool's own English policy text is never shown: the checklist beside the field says it.
    case 'InvalidPasswordException':
      return 'password.policyUnmet';
    case 'EnableSoftwareTokenMFAException':
      return 'errors.invalidTotp';
    case 'CodeDeliveryFailureException':
      return 'errors.codeDeliveryFailed';
    case 'AutoSignInException':
      return 'errors.notConfirmedOnTime';
    case 'InvalidParameterException':
      if (/password/i.test(message) && /pattern/i.test(message)) return 'password.noEdgeSpaces';
      return /email/i.test(message) ? 'errors.invalidEmail' : 'errors.invalidParameter';
    case 'NetworkError':
      return 'NETWORK';
    case 'AuthUserPoolException':
    case 'InvalidUserPoolId':
    case 'AuthConfigError':
    case 'ResourceNotFoundException':
      return 'errors.userPool';
    case 'EmptySignInUsername':
    case 'EmptySignUpUsername':
    case 'EmptyResetPasswordUsername':
    case 'EmptyConfirmResetPasswordUsername':
    case 'EmptyConfirmSignUpUsername':
    case 'EmptyResendSignUpCodeUsername':
      return 'errors.emptyUsername';
    case 'EmptySignInPassword':
    case 'EmptySignUpPassword':
    case 'EmptyConfirmResetPasswordNewPassword':
    case 'EmptyUpdatePassword':
      return 'errors.emptyPassword';
    case 'EmptyConfirmSignUpCode':
    case 'EmptyConfirmResetPasswordConfirmationCode':
    case 'EmptyVerifyTOTPSetupCode':
    case 'EmptyConfirmUserAttributeCode':
      return 'errors.emptyCode';
    case 'UserUnAuthenticatedException':
      return 'errors.authentication';
    default:
      return null;
  }
}

/**
 * The translated, specific text for an identity failure (spec §5, §8): Cognito exception names and
 * Amplify's validation errors mapped to the spec's messages, never a raw English service message.
 */
export function authErrorText(error: unknown, options: AuthErrorOptions = {}): string {
  const key = keyOf(error, options);
  if (key === 'NETWORK') return i18n.t('errors:NETWORK');
  if (key === 'TOO_MANY') return i18n.t('errors:TOO_MANY_REQUESTS');
  if (key) return i18n.t(key, { ns: 'auth' });
  return options.fallback ? i18n.t(options.fallback, { ns: 'auth' }) : i18n.t('errors:INTERNAL');
}

/** Failures that mean the user pool itself cannot be used (spec §4: the user-loading sequence stops). */
export function isUserPoolError(error: unknown): boolean {
  return keyOf(error, {}) === 'errors.userPool';
}
