import { Alert, Anchor } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUser } from '../../account';

/**
 * Bids need a verified investor (identity and source of funds from the verification provider);
 * until then the market says so and where to verify, instead of refusing each bid unexplained.
 */
export function VerificationNotice() {
  const { t } = useTranslation('verification');
  const { user } = useUser();
  if (!user || user.kyc_status === 'APPROVED') return null;
  return (
    <Alert color="yellow" icon={<IconShieldCheck aria-hidden />} title={t('trading.title')} role="status">
      {t('trading.text')}{' '}
      <Anchor component={Link} to="/settings/kyc-kyb" size="sm">
        {t('trading.link')}
      </Anchor>
    </Alert>
  );
}
