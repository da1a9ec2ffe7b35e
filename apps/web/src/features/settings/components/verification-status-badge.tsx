import { Badge } from '@mantine/core';
import type { VerificationStatus } from '@tranche/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<VerificationStatus, string> = {
  '': 'gray',
  PENDING: 'blue',
  IN_REVIEW: 'yellow',
  RETRY: 'orange',
  APPROVED: 'teal',
  REJECTED: 'red',
};

/** Where a person's KYC or the company's KYB stands, in words (never by colour alone). */
export function VerificationStatusBadge({ status }: { status: VerificationStatus }) {
  const { t } = useTranslation('verification');
  return (
    <Badge variant="light" color={COLORS[status]}>
      {status === '' ? t('status.none') : t(`status.${status}`)}
    </Badge>
  );
}
