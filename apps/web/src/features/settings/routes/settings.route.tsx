import { useTranslation } from 'react-i18next';
import { Outlet, type RouteObject, useMatch } from 'react-router';
import { RouteTabs } from '../../../components/route-tabs';
import { Screen } from '../../../components/screen';
import { redirectTo } from '../../../lib/routing';

const TABS = [
  'integrations',
  'profile',
  'company',
  'bank-details',
  'security',
  'imports',
  'kyc-kyb',
  'users',
  'file-room',
] as const;

function SettingsScreen() {
  const { t } = useTranslation('nav');
  const tab = useMatch('/settings/:tab')?.params.tab ?? null;
  const tabs = TABS.map((value) => ({ value, label: t(`tabs.settings.${value}`), to: `/settings/${value}` }));
  return (
    <Screen title={t('sections.settings')}>
      <RouteTabs label={t('sections.settings')} value={tab} tabs={tabs}>
        <Outlet />
      </RouteTabs>
    </Screen>
  );
}

// A tab's content arrives with the issue that builds it; until then its panel stays empty.
export const settingsRoute: RouteObject = {
  path: 'settings',
  Component: SettingsScreen,
  children: [
    { index: true, loader: redirectTo(`/settings/${TABS[0]}`), element: null },
    ...TABS.map((path) => ({ path, element: null })),
  ],
};
