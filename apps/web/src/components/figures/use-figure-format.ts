import type { Currency } from '@tranche/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createFigureFormat, type FigureFormat } from './figure-format';

/** The figure formatters for the reader's language and the shown currency. */
export function useFigureFormat(currency: Currency): FigureFormat {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(
    () =>
      createFigureFormat(locale, currency, {
        undefined: t('figures.undefined'),
        unavailable: t('figures.unavailable'),
        unlimited: t('figures.unlimited'),
      }),
    [locale, currency, t],
  );
}
