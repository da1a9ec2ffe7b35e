import { useTranslation } from 'react-i18next';
import { Outlet, type RouteObject, useMatch } from 'react-router';
import { RouteTabs } from '../../../components/route-tabs';
import { Screen } from '../../../components/screen';
import { redirectTo } from '../../../lib/routing';

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

// A tab's content arrives with the issue that builds it; until then its panel stays empty.
export const subscriptionsRoute: RouteObject = {
  path: 'subscriptions',
  Component: SubscriptionsScreen,
  children: [
    { index: true, loader: redirectTo(`/subscriptions/${TABS[0]}`), element: null },
    ...TABS.map((path) => ({ path, element: null })),
  ],
};
