import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { authErrorText, isUserPoolError } from './auth-errors';
import { AutoSignInTimeoutError } from './auto-sign-in';
import { cognitoError } from './testing/fake-auth-client';

describe('authErrorText', () => {
  it.each([
    [
      'UserAlreadyAuthenticatedException',
      'There is already a signed in user.',
      'There is already a signed in user.',
    ],
    [
      'UsernameExistsException',
      'An account with the given email already exists.',
      'User with this email already exists',
    ],
    [
      'AliasExistsException',
      'An account with the given email already exists.',
      'User with this email already exists',
    ],
    ['CodeMismatchException', 'whatever', 'Invalid verification code provided, please try again.'],
    ['ExpiredCodeException', 'whatever', 'Invalid code provided, please request a code again.'],
    ['LimitExceededException', 'whatever', 'Attempt limit exceeded, please try after some time.'],
    ['TooManyRequestsException', 'Rate exceeded', 'Too many requests, please wait for a moment!'],
    ['UserNotFoundException', 'User does not exist.', 'There is no account with this email.'],
    ['NotAuthorizedException', 'Incorrect username or password.', 'Incorrect email or password.'],
    ['NotAuthorizedException', 'User is disabled.', 'This account is disabled. Please contact support.'],
    [
      'NotAuthorizedException',
      'Invalid session for the user, session is expired.',
      'Your sign-in has expired. Please start again.',
    ],
    ['EmptySignInUsername', 'x', 'Username cannot be empty'],
    ['EmptyConfirmSignUpCode', 'x', 'Confirmation code cannot be empty'],
    ['NetworkError', 'A network error has occurred.', "Can't connect to the server. Reload for retry."],
    [
      'EnableSoftwareTokenMFAException',
      'Code mismatch',
      "The code does not match. Check that your phone's clock is correct and try again.",
    ],
  ])('%s (%s) reads %j', (name, message, expected) => {
    expect(authErrorText(cognitoError(name, message))).toBe(expected);
  });

  it("never shows the pool's raw password policy text, only the pointer to the checklist", () => {
    for (const message of [
      'Password did not conform with policy: Password must have symbol characters',
      'Password did not conform with policy: Password not long enough',
    ]) {
      expect(authErrorText(cognitoError('InvalidPasswordException', message))).toBe(
        'Your password does not meet every point of the list yet.',
      );
    }
    const edge = cognitoError(
      'InvalidParameterException',
      "1 validation error detected: Value at 'password' failed to satisfy constraint: Member must satisfy regular expression pattern: ^[\\S]+.*[\\S]+$",
    );
    expect(authErrorText(edge)).toBe('Your password must not start or end with a space.');
  });

  it("says 'Incorrect password.' when a current password was checked", () => {
    const wrong = cognitoError('NotAuthorizedException', 'Incorrect username or password.');
    expect(authErrorText(wrong, { passwordCheck: true })).toBe('Incorrect password.');
  });

  it('gives the timeout of auto sign-in its message', () => {
    expect(authErrorText(new AutoSignInTimeoutError())).toBe('The account was not confirmed on time.');
  });

  it("falls back to the screen's own text, else 'Something went wrong!'", () => {
    expect(authErrorText(cognitoError('InternalErrorException'), { fallback: 'errors.signUpFailed' })).toBe(
      "Can't signup user",
    );
    expect(authErrorText(new Error('boom'))).toBe('Something went wrong!');
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    expect(authErrorText(cognitoError('UsernameExistsException'))).toBe(
      'Ein Benutzer mit dieser E-Mail-Adresse existiert bereits',
    );
    expect(authErrorText(cognitoError('UserAlreadyAuthenticatedException'))).toBe(
      'Es ist bereits ein Benutzer angemeldet.',
    );
  });
});

describe('isUserPoolError', () => {
  it('recognises a pool that cannot be used, and nothing else', () => {
    expect(isUserPoolError(cognitoError('AuthUserPoolException'))).toBe(true);
    expect(isUserPoolError(cognitoError('InvalidUserPoolId', 'Invalid user pool id provided.'))).toBe(true);
    expect(isUserPoolError(cognitoError('NetworkError'))).toBe(false);
    expect(isUserPoolError(cognitoError('NotAuthorizedException'))).toBe(false);
  });
});
