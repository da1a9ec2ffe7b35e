import { useTranslation } from 'react-i18next';
import { Outlet, type RouteObject, useMatch } from 'react-router';
import { lazyRoute } from '../../../app/lazy-route';
import { RouteTabs } from '../../../components/route-tabs';
import { Screen } from '../../../components/screen';
import { redirectTo } from '../../../lib/routing';
import { ObserveTab } from '../components/observe-tab';

const TABS = ['observe', 'predict', 'discover', 'detect'] as const;

function AnalyticsScreen() {
  const { t } = useTranslation('nav');
  const tab = useMatch('/analytics/:tab')?.params.tab ?? null;
  const tabs = TABS.map((value) => ({
    value,
    label: t(`tabs.analytics.${value}`),
    to: `/analytics/${value}`,
  }));
  return (
    <Screen title={t('sections.analytics')}>
      <RouteTabs label={t('sections.analytics')} value={tab} tabs={tabs}>
        <Outlet />
      </RouteTabs>
    </Screen>
  );
}

// Predict and Detect have no data behind them yet (forecasts), so their panels stay empty while the
// tabs already show where they will be. Discover's tables and charts come in their own chunk.
export const analyticsRoute: RouteObject = {
  path: 'analytics',
  Component: AnalyticsScreen,
  children: [
    { index: true, loader: redirectTo(`/analytics/${TABS[0]}`), element: null },
    { path: 'observe', element: <ObserveTab /> },
    lazyRoute({ path: 'discover' }, () =>
      import('../components/discover/discover.route').then((m) => m.discoverRoute),
    ),
    ...TABS.filter((path) => path !== 'observe' && path !== 'discover').map((path) => ({
      path,
      element: null,
    })),
  ],
};
