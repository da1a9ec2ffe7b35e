import { useTranslation } from 'react-i18next';
import { Outlet, type RouteObject, useMatch } from 'react-router';
import { RouteTabs } from '../../../components/route-tabs';
import { Screen } from '../../../components/screen';
import { redirectTo } from '../../../lib/routing';
import { InvoicesTab } from '../components/invoices-tab';
import { SubscriptionsList } from '../components/subscriptions-list';
import { LIST_TABS } from '../lib/list-state';

const TABS = ['all', 'sold', 'pledged', 'churned', 'invoices'] as const;

function SubscriptionsScreen() {
  const { t } = useTranslation('nav');
  const tab = useMatch('/subscriptions/:tab')?.params.tab ?? null;
  const tabs = TABS.map((value) => ({
    value,
    label: t(`tabs.subscriptions.${value}`),
    to: `/subscriptions/${value}`,
  }));
  return (
    <Screen title={t('sections.subscriptions')}>
      <RouteTabs label={t('sections.subscriptions')} value={tab} tabs={tabs}>
        <Outlet />
      </RouteTabs>
    </Screen>
  );
}

/** All, Sold, Pledged and Churned are filters of one list (spec §4); Invoices lists what billing tools sent. */
export const subscriptionsRoute: RouteObject = {
  path: 'subscriptions',
  Component: SubscriptionsScreen,
  children: [
    { index: true, loader: redirectTo(`/subscriptions/${TABS[0]}`), element: null },
    // The key gives each tab its own list state: switching tabs starts from the tab's first page.
    ...LIST_TABS.map((tab) => ({ path: tab, element: <SubscriptionsList key={tab} tab={tab} /> })),
    { path: 'invoices', element: <InvoicesTab /> },
  ],
};
