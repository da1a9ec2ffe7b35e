import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Company, bank details and users need the company that first steps create. */
export function NoCompanyNotice() {
  const { t } = useTranslation('settings');
  return (
    <Alert color="blue" title={t('noCompany.title')} maw={720}>
      <Anchor component={Link} to="/first-steps" size="sm">
        {t('noCompany.link')}
      </Anchor>
    </Alert>
  );
}
