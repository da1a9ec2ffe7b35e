import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { Screen } from '../../../components/screen';

function TradingScreen() {
  const { t } = useTranslation('nav');
  return <Screen title={t('sections.trading')} />;
}

export const tradingRoute: RouteObject = { path: 'trading', Component: TradingScreen };
