import type { RouteObject } from 'react-router';
import { LegalPage } from '../components/legal-page';
import { AUTH_PATHS } from '../lib/auth-paths';

function TermsScreen() {
  return <LegalPage document="terms" />;
}

function PrivacyScreen() {
  return <LegalPage document="privacy" />;
}

/** Real pages behind the sign-up's required acceptance (spec §2), open to everyone. */
export const termsRoute: RouteObject = { path: AUTH_PATHS.terms, Component: TermsScreen };
export const privacyRoute: RouteObject = { path: AUTH_PATHS.privacy, Component: PrivacyScreen };
