import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Screen } from '../../../components/screen';
import { useUser } from '../api/user.api';
import { reviewGateState } from '../lib/review';
import { ReviewNotice } from './review-notice';
import { SectionLoader } from './section-loader';

interface ReviewGateProps {
  /** The gated section, for the screen title the notice appears under. */
  section: 'analytics' | 'trading' | 'orders';
}

/**
 * Trading, Analytics (every tab) and Orders until the operator approved the account (spec §1, §6):
 * the section's title with the review notice instead of its content. The API refuses the same
 * calls with 403 ACCOUNT_IN_REVIEW, and that answer reloads the user (AccountGate), which closes
 * this gate. Without a profile (signed out) the section renders and its calls get the API's answer.
 */
export function ReviewGate({ section }: ReviewGateProps) {
  const { t } = useTranslation('nav');
  const { loading, user } = useUser();
  if (loading) return <SectionLoader />;
  const state = user ? reviewGateState(user) : 'open';
  if (state === 'open') return <Outlet />;
  return (
    <Screen title={t(`sections.${section}`)}>
      <ReviewNotice state={state} />
    </Screen>
  );
}
