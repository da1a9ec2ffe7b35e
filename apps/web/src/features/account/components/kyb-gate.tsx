import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../api/user.api';
import { reviewGateState } from '../lib/review';

/** KYB (company verification) opens only after trading approval (spec §1); until then, why not. */
export function KybGate({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('account');
  const { user } = useUser();
  if (!user) return null;
  if (reviewGateState(user) === 'open') return children;
  return (
    <Alert color="blue" icon={<IconLock aria-hidden />} title={t('kyb.lockedTitle')} role="status" maw={720}>
      {t('kyb.locked')}
    </Alert>
  );
}
