import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { Screen } from '../../../components/screen';
import { useUser } from '../../account';
import { ClientTrading } from '../components/client-trading';
import { InvestorMarket } from '../components/investor-market';

/** Trading (spec §2): clients put subscriptions on the market, investors bid on what is there. */
function TradingScreen() {
  const { t } = useTranslation('nav');
  const { user } = useUser();
  return (
    <Screen title={t('sections.trading')}>
      {user?.kind === 'INVESTOR' ? <InvestorMarket /> : <ClientTrading />}
    </Screen>
  );
}

export const tradingRoute: RouteObject = { path: 'trading', Component: TradingScreen };
