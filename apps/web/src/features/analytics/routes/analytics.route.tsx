import { useTranslation } from 'react-i18next';
import { Outlet, type RouteObject, useMatch } from 'react-router';
import { RouteTabs } from '../../../components/route-tabs';
import { Screen } from '../../../components/screen';
import { redirectTo } from '../../../lib/routing';

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

// A tab's content arrives with the issue that builds it; until then its panel stays empty.
export const analyticsRoute: RouteObject = {
  path: 'analytics',
  Component: AnalyticsScreen,
  children: [
    { index: true, loader: redirectTo(`/analytics/${TABS[0]}`), element: null },
    ...TABS.map((path) => ({ path, element: null })),
  ],
};
