import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../app/lazy-route';
import { GuestOnly } from './components/guest-only';
import { AUTH_PATHS } from './lib/auth-paths';
import { signInRoute } from './routes/sign-in.route';

/**
 * Every authentication screen of spec §2 as a real route, plus the legal pages. Sign-in handles an
 * existing session itself (spec §4: "There is already a signed in user."); the other screens are
 * for signed-out visitors only. Sign-in is the page most visits start on, so it is part of the
 * first download; every other screen is fetched when it is first shown.
 */
export const authRoutes: RouteObject[] = [
  signInRoute,
  {
    Component: GuestOnly,
    children: [
      lazyRoute({ path: AUTH_PATHS.signUp }, () =>
        import('./routes/sign-up.route').then((m) => m.signUpRoute),
      ),
      lazyRoute({ path: AUTH_PATHS.confirmSignUp }, () =>
        import('./routes/confirm-sign-up.route').then((m) => m.confirmSignUpRoute),
      ),
      lazyRoute({ path: AUTH_PATHS.forgotPassword }, () =>
        import('./routes/forgot-password.route').then((m) => m.forgotPasswordRoute),
      ),
      lazyRoute({ path: AUTH_PATHS.resetPassword }, () =>
        import('./routes/reset-password.route').then((m) => m.resetPasswordRoute),
      ),
      lazyRoute({ path: AUTH_PATHS.newPassword }, () =>
        import('./routes/new-password.route').then((m) => m.newPasswordRoute),
      ),
      lazyRoute({ path: AUTH_PATHS.mfaSelection }, () =>
        import('./routes/mfa-selection.route').then((m) => m.mfaSelectionRoute),
      ),
      lazyRoute({ path: AUTH_PATHS.mfaCode }, () =>
        import('./routes/mfa-code.route').then((m) => m.mfaCodeRoute),
      ),
      lazyRoute({ path: AUTH_PATHS.totpSetup }, () =>
        import('./routes/totp-setup.route').then((m) => m.totpSetupRoute),
      ),
      lazyRoute({ path: AUTH_PATHS.emailCode }, () =>
        import('./routes/email-code.route').then((m) => m.emailCodeRoute),
      ),
    ],
  },
];

export const legalRoutes: RouteObject[] = [
  lazyRoute({ path: AUTH_PATHS.terms }, () => import('./routes/legal.route').then((m) => m.termsRoute)),
  lazyRoute({ path: AUTH_PATHS.privacy }, () => import('./routes/legal.route').then((m) => m.privacyRoute)),
];
