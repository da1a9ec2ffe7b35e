import type { FileShare, SharedAsset } from '@tranche/contracts';
import type { Currency } from '@tranche/domain';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../../../lib/use-money-format';

/** Names an asset (it has no name of its own) by grade, face value, term and state. */
export function useShareLabels() {
  const { t } = useTranslation('file-room');
  const { money } = useMoneyFormat();
  const asset = (row: SharedAsset) =>
    t('share.assetLabel', {
      grade: row.grade,
      face: money(row.faceMinor, row.currency as Currency),
      months: row.contractLengthMonths,
      status: t(`status.${row.status}`),
    });
  const share = (row: FileShare) => (row.asset ? asset(row.asset) : (row.investor?.companyName ?? ''));
  return { asset, share };
}
