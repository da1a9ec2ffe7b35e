import { Navigate, Outlet, useLocation } from 'react-router';
import { nextPath } from '../../../lib/auth/next-path';
import { useSession } from '../../../lib/auth/session-context';

/**
 * Authentication screens are for signed-out visitors: once a session exists (a sign-in step just
 * finished, or another tab signed in) the user is sent on to where they wanted to go.
 */
export function GuestOnly() {
  const { user } = useSession();
  const { search } = useLocation();
  if (user) return <Navigate to={nextPath(search)} replace />;
  return <Outlet />;
}
