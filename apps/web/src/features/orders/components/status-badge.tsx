import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type ShownStatus = keyof typeof COLORS;

const COLORS = {
  OPEN: 'blue',
  COMPLETED: 'teal',
  CANCELED: 'gray',
  BIDDING: 'blue',
  ACCEPTED: 'teal',
  DECLINED: 'gray',
  PAID: 'teal',
  PENDING: 'yellow',
  NOT_PAID: 'gray',
  OVERDUE: 'red',
} as const;

/** An asset's, bid's or instalment's state, in words. */
export function StatusBadge({ status }: { status: ShownStatus }) {
  const { t } = useTranslation('orders');
  return (
    <Badge variant="light" color={COLORS[status]}>
      {t(`status.${status}`)}
    </Badge>
  );
}
