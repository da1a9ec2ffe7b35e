import { Navigate, useLocation } from 'react-router';
import { AUTH_PATHS, authHref } from '../lib/auth-paths';

/** A challenge screen opened without its challenge (bookmarked, or its sign-in expired): start over. */
export function StepExpired() {
  const { search } = useLocation();
  return <Navigate to={authHref(AUTH_PATHS.signIn, search)} state={{ notice: 'stepExpired' }} replace />;
}
