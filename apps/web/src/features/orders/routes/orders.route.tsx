import { useTranslation } from 'react-i18next';
import { Outlet, type RouteObject, useMatch } from 'react-router';
import { RouteTabs } from '../../../components/route-tabs';
import { Screen } from '../../../components/screen';
import { redirectTo } from '../../../lib/routing';

const TABS = ['active', 'executed', 'bidding', 'hands-free'] as const;

function OrdersScreen() {
  const { t } = useTranslation('nav');
  const tab = useMatch('/orders/:tab')?.params.tab ?? null;
  const tabs = TABS.map((value) => ({ value, label: t(`tabs.orders.${value}`), to: `/orders/${value}` }));
  return (
    <Screen title={t('sections.orders')}>
      <RouteTabs label={t('sections.orders')} value={tab} tabs={tabs}>
        <Outlet />
      </RouteTabs>
    </Screen>
  );
}

// A tab's content arrives with the issue that builds it; until then its panel stays empty.
export const ordersRoute: RouteObject = {
  path: 'orders',
  Component: OrdersScreen,
  children: [
    { index: true, loader: redirectTo(`/orders/${TABS[0]}`), element: null },
    ...TABS.map((path) => ({ path, element: null })),
  ],
};
