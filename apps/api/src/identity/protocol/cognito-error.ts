/**
 * An error answered the way Cognito answers it: HTTP 400 (or the given status), body
 * `{"__type": type, "message": message}` and header `x-amzn-errortype`. Amplify and the AWS SDK
 * turn `type` into the error's name.
 */
export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly statusCode = 400,
  ) {
    super(message);
    this.name = type;
  }
}

/** Cognito's own texts, kept in one place so every operation says the same thing. */
export const messages = {
  incorrectCredentials: 'Incorrect username or password.',
  userDisabled: 'User is disabled.',
  userNotConfirmed: 'User is not confirmed.',
  passwordAttemptsExceeded: 'Password attempts exceeded',
  invalidSession: 'Invalid session for the user.',
  expiredSession: 'Invalid session for the user, session is expired.',
  codeMismatch: 'Invalid verification code provided, please try again.',
  expiredCode: 'Invalid code provided, please request a code again.',
  attemptLimit: 'Attempt limit exceeded, please try after some time.',
  rateExceeded: 'Rate exceeded',
  invalidAccessToken: 'Invalid Access Token',
  revokedAccessToken: 'Access Token has been revoked',
  invalidRefreshToken: 'Invalid Refresh Token',
  revokedRefreshToken: 'Refresh Token has been revoked',
  temporaryPasswordExpired: 'Temporary password has expired and must be reset by an administrator.',
  userExists: 'An account with the given email already exists.',
} as const;

export const notAuthorized = (message: string = messages.incorrectCredentials) =>
  new CognitoError('NotAuthorizedException', message);
export const invalidParameter = (message: string) => new CognitoError('InvalidParameterException', message);
export const missingParameter = (name: string) => invalidParameter(`Missing required parameter ${name}`);
export const codeMismatch = (message: string = messages.codeMismatch) =>
  new CognitoError('CodeMismatchException', message);
export const expiredCode = () => new CognitoError('ExpiredCodeException', messages.expiredCode);
export const limitExceeded = () => new CognitoError('LimitExceededException', messages.attemptLimit);
export const tooManyRequests = () => new CognitoError('TooManyRequestsException', messages.rateExceeded);
export const userNotConfirmed = () =>
  new CognitoError('UserNotConfirmedException', messages.userNotConfirmed);
export const invalidPassword = (message: string) => new CognitoError('InvalidPasswordException', message);
export const resourceNotFound = (message: string) => new CognitoError('ResourceNotFoundException', message);
export const userNotFound = () => new CognitoError('UserNotFoundException', 'User does not exist.');
