import type { RouteObject } from 'react-router';
import { GuestOnly } from './components/guest-only';
import { confirmSignUpRoute } from './routes/confirm-sign-up.route';
import { emailCodeRoute } from './routes/email-code.route';
import { forgotPasswordRoute } from './routes/forgot-password.route';
import { privacyRoute, termsRoute } from './routes/legal.route';
import { mfaCodeRoute } from './routes/mfa-code.route';
import { mfaSelectionRoute } from './routes/mfa-selection.route';
import { newPasswordRoute } from './routes/new-password.route';
import { resetPasswordRoute } from './routes/reset-password.route';
import { signInRoute } from './routes/sign-in.route';
import { signUpRoute } from './routes/sign-up.route';
import { totpSetupRoute } from './routes/totp-setup.route';

/**
 * Every authentication screen of spec §2 as a real route, plus the legal pages. Sign-in handles an
 * existing session itself (spec §4: "There is already a signed in user."); the other screens are
 * for signed-out visitors only.
 */
export const authRoutes: RouteObject[] = [
  signInRoute,
  {
    Component: GuestOnly,
    children: [
      signUpRoute,
      confirmSignUpRoute,
      forgotPasswordRoute,
      resetPasswordRoute,
      newPasswordRoute,
      mfaSelectionRoute,
      mfaCodeRoute,
      totpSetupRoute,
      emailCodeRoute,
    ],
  },
];

export const legalRoutes: RouteObject[] = [termsRoute, privacyRoute];
