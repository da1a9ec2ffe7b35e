import * as auth from '../operations/auth.ops';
import * as device from '../operations/device.ops';
import * as mfa from '../operations/mfa.ops';
import * as password from '../operations/password.ops';
import * as signUp from '../operations/sign-up.ops';
import * as token from '../operations/token.ops';
import * as user from '../operations/user.ops';
import type { Operation } from './operation';

/** Every action the embedded pool answers, by its `x-amz-target` name. */
export const operations: Record<string, Operation> = {
  SignUp: signUp.signUp,
  ConfirmSignUp: signUp.confirmSignUp,
  ResendConfirmationCode: signUp.resendConfirmationCode,
  InitiateAuth: auth.initiateAuth,
  RespondToAuthChallenge: auth.respondToAuthChallenge,
  ForgotPassword: password.forgotPassword,
  ConfirmForgotPassword: password.confirmForgotPassword,
  ChangePassword: password.changePassword,
  GetUser: user.getUser,
  UpdateUserAttributes: user.updateUserAttributes,
  VerifyUserAttribute: user.verifyUserAttribute,
  GetUserAttributeVerificationCode: user.getUserAttributeVerificationCode,
  DeleteUser: user.deleteUser,
  AssociateSoftwareToken: mfa.associateSoftwareToken,
  VerifySoftwareToken: mfa.verifySoftwareToken,
  SetUserMFAPreference: mfa.setUserMfaPreference,
  GetTokensFromRefreshToken: token.getTokensFromRefreshToken,
  RevokeToken: token.revokeToken,
  GlobalSignOut: token.globalSignOut,
  ConfirmDevice: device.confirmDevice,
  ListDevices: device.listDevices,
  GetDevice: device.getDevice,
  UpdateDeviceStatus: device.updateDeviceStatus,
  ForgetDevice: device.forgetDevice,
} as Record<string, Operation>;
