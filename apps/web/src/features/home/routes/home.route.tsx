import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { Screen } from '../../../components/screen';

function HomeScreen() {
  const { t } = useTranslation('nav');
  return <Screen title={t('sections.home')} />;
}

export const homeRoute: RouteObject = { index: true, Component: HomeScreen };
