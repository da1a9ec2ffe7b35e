import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useUser } from '../api/user.api';
import { needsFirstSteps } from '../lib/first-steps';
import { isAccountInReview } from '../lib/review';
import { SectionLoader } from './section-loader';

/**
 * A 403 ACCOUNT_IN_REVIEW from any call (a query or a mutation, on any screen) means the user's
 * review status as loaded is out of date: the user is loaded again, and the review gate follows.
 */
function useReviewAnswers(reload: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onError = (error: unknown) => {
      if (isAccountInReview(error)) void reload();
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, reload]);
}

/**
 * Around every screen but first steps: a user whose first steps are not finished goes there first
 * (keeping `?lang=`), and answers of the review gate keep the user's review status current.
 */
export function AccountGate() {
  const { loading, user, reload } = useUser();
  const { search } = useLocation();
  useReviewAnswers(reload);
  if (loading) return <SectionLoader />;
  if (user && needsFirstSteps(user)) return <Navigate to={`/first-steps${search}`} replace />;
  return <Outlet />;
}
