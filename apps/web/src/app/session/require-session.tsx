import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { signInPathFor } from '../../lib/auth/next-path';
import { useSession } from '../../lib/auth/session-context';
import { AdminModal } from '../layout/admin-modal';

/**
 * The app shell needs a session: a signed-out visitor goes to sign-in (and comes back afterwards);
 * an admin gets the admin modal and nothing else (spec §2, §4).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  if (!user) return <Navigate to={signInPathFor(`${pathname}${search}`)} replace />;
  if (user.admin) return <AdminModal email={user.claims.email} />;
  return children;
}
