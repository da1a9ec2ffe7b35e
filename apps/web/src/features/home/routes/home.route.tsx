import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { Screen } from '../../../components/screen';
import { HomeDashboard } from '../components/home-dashboard';

function HomeScreen() {
  const { t } = useTranslation('nav');
  return (
    <Screen title={t('sections.home')}>
      <HomeDashboard />
    </Screen>
  );
}

export const homeRoute: RouteObject = { index: true, Component: HomeScreen };
