import { useTranslation } from 'react-i18next';
import { Outlet, type RouteObject, useMatch } from 'react-router';
import { RouteTabs } from '../../../components/route-tabs';
import { Screen } from '../../../components/screen';
import { redirectTo } from '../../../lib/routing';
import { OrdersTab, type OrdersTabName } from '../components/orders-tab';

const TABS: readonly OrdersTabName[] = ['active', 'executed', 'bidding', 'hands-free'];

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

export const ordersRoute: RouteObject = {
  path: 'orders',
  Component: OrdersScreen,
  children: [
    { index: true, loader: redirectTo(`/orders/${TABS[0]}`), element: null },
    ...TABS.map((path) => ({ path, element: <OrdersTab tab={path} /> })),
  ],
};
