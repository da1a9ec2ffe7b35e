import type { LoadedProfile } from '@tranche/contracts/accounts';
import { ApiError } from '../../../lib/api-error';

/** The API's answer for trading, analytics and orders while the operator has not approved the account. */
export const ACCOUNT_IN_REVIEW = 'ACCOUNT_IN_REVIEW';

export const isAccountInReview = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && error.code === ACCOUNT_IN_REVIEW;

/** What a gated section shows: its content, or why not yet. */
export type ReviewGateState = 'open' | 'pending' | 'rejected' | 'no-company';

export function reviewGateState(user: Pick<LoadedProfile, 'admin' | 'reviewStatus'>): ReviewGateState {
  if (user.admin) return 'open';
  switch (user.reviewStatus) {
    case 'APPROVED':
      return 'open';
    case 'REJECTED':
      return 'rejected';
    case 'PENDING':
      return 'pending';
    default:
      return 'no-company';
  }
}
