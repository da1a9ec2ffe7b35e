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

// Predict's, Discover's and Detect's screens come in their own chunks.
export const analyticsRoute: RouteObject = {
  path: 'analytics',
  Component: AnalyticsScreen,
  children: [
    { index: true, loader: redirectTo(`/analytics/${TABS[0]}`), element: null },
    { path: 'observe', element: <ObserveTab /> },
    lazyRoute({ path: 'predict' }, () =>
      import('../components/predict/predict.route').then((m) => m.predictRoute),
    ),
    lazyRoute({ path: 'discover' }, () =>
      import('../components/discover/discover.route').then((m) => m.discoverRoute),
    ),
    lazyRoute({ path: 'detect' }, () =>
      import('../components/detect/detect.route').then((m) => m.detectRoute),
    ),
  ],
};
