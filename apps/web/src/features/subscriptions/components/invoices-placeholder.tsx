import { EmptyState } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The Invoices tab (spec §2): invoices come from billing tools, which arrive with their integrations. */
export function InvoicesPlaceholder() {
  const { t } = useTranslation('subscriptions');
  return (
    <EmptyState
      icon={<IconReceipt size={32} aria-hidden />}
      withIndicatorBackground
      title={t('invoices.title')}
      description={t('invoices.text')}
    />
  );
}
