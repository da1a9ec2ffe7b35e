import { type Currency, formatMoney } from '@tranche/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Money from minor units and days (`yyyy-mm-dd` or ISO instants) in the current language. */
export function useMoneyFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
    return {
      money: (minor: number, currency: Currency) => formatMoney(minor, currency, i18n.language),
      day: (value: string) => day.format(new Date(value.length === 10 ? `${value}T00:00:00Z` : value)),
    };
  }, [i18n.language]);
}
