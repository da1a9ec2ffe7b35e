import type { LoadedProfile } from '@tranche/contracts/accounts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../api/user.api';
import { LoadError } from './load-error';
import { SectionLoader } from './section-loader';

/** Renders `children` with the loaded user; a loader while it loads and a retry when it is missing. */
export function WithUser({ children }: { children: (user: LoadedProfile) => ReactNode }) {
  const { t } = useTranslation('account');
  const { loading, user, reload } = useUser();
  if (loading) {
    return <SectionLoader />;
  }
  if (!user) return <LoadError message={t('userMissing')} onRetry={reload} />;
  return children(user);
}
