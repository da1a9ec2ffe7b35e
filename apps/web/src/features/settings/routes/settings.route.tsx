import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, type RouteObject, useMatch } from 'react-router';
import { RouteTabs } from '../../../components/route-tabs';
import { Screen } from '../../../components/screen';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes';
import { redirectTo } from '../../../lib/routing';
import { ImportsTab } from '../../csv-import';
import { FileRoomTab } from '../../file-room';
import { IntegrationsTab } from '../../integrations';
import { BankDetailsTab } from '../components/bank-details-tab';
import { CompanyTab } from '../components/company-tab';
import { KycKybTab } from '../components/kyc-kyb-tab';
import { ProfileTab } from '../components/profile-tab';
import { UsersTab } from '../components/users-tab';
import { SecurityTab } from '../security/security-tab';

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
type Tab = (typeof TABS)[number];

// A tab's content arrives with the issue that builds it; until then its panel stays empty.
const TAB_CONTENT: Partial<Record<Tab, ReactNode>> = {
  integrations: <IntegrationsTab />,
  profile: <ProfileTab />,
  company: <CompanyTab />,
  'bank-details': <BankDetailsTab />,
  security: <SecurityTab />,
  imports: <ImportsTab />,
  'kyc-kyb': <KycKybTab />,
  users: <UsersTab />,
  'file-room': <FileRoomTab />,
};

function SettingsScreen() {
  const { t } = useTranslation('nav');
  const tab = useMatch('/settings/:tab')?.params.tab ?? null;
  const tabs = TABS.map((value) => ({ value, label: t(`tabs.settings.${value}`), to: `/settings/${value}` }));
  return (
    <Screen title={t('sections.settings')}>
      <UnsavedChangesGuard>
        <RouteTabs label={t('sections.settings')} value={tab} tabs={tabs}>
          <Outlet />
        </RouteTabs>
      </UnsavedChangesGuard>
    </Screen>
  );
}

export const settingsRoute: RouteObject = {
  path: 'settings',
  Component: SettingsScreen,
  children: [
    { index: true, loader: redirectTo(`/settings/${TABS[0]}`), element: null },
    ...TABS.map((path) => ({ path, element: TAB_CONTENT[path] ?? null })),
  ],
};
