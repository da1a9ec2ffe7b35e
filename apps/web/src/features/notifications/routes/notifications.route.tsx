import { Divider } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type RouteObject, useSearchParams } from 'react-router';
import { RouteTabs } from '../../../components/route-tabs';
import { Screen } from '../../../components/screen';
import type { NotificationFilter } from '../api/notifications.api';
import { MailPreferences } from '../components/mail-preferences';
import { NotificationList } from '../components/notification-list';

const FILTERS: readonly NotificationFilter[] = ['all', 'read', 'unread'];

/** `?filter=` picks the list (spec §2: All, Read, Unread); a missing or unknown filter means All. */
function useFilter(): NotificationFilter {
  const [params] = useSearchParams();
  const value = params.get('filter');
  return FILTERS.find((filter) => filter === value) ?? 'all';
}

function NotificationsScreen() {
  const { t } = useTranslation('nav');
  const filter = useFilter();
  const tabs = FILTERS.map((value) => ({
    value,
    label: t(`tabs.notifications.${value}`),
    to: `/notifications?filter=${value}`,
  }));
  return (
    <Screen title={t('sections.notifications')}>
      <RouteTabs label={t('sections.notifications')} value={filter} tabs={tabs}>
        <NotificationList key={filter} filter={filter} />
      </RouteTabs>
      <Divider />
      <MailPreferences />
    </Screen>
  );
}

export const notificationsRoute: RouteObject = { path: 'notifications', Component: NotificationsScreen };
