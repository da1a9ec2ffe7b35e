import { Badge, VisuallyHidden } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../account';
import { useUnreadCount } from '../api/notifications.api';

function Count() {
  const { t } = useTranslation('notifications');
  const { user } = useUser();
  const unread = useUnreadCount(Boolean(user?.kind)).data ?? 0;
  if (unread === 0) return null;
  return (
    <>
      <Badge size="sm" circle={unread < 10} aria-hidden data-testid="notifications-badge">
        {unread > 99 ? '99+' : unread}
      </Badge>
      <VisuallyHidden>{t('badge', { count: unread })}</VisuallyHidden>
    </>
  );
}

/** The navigation's count of unread notifications (hidden at 0, and when the count fails). */
export function UnreadBadge() {
  return (
    <Suspense fallback={null}>
      <Count />
    </Suspense>
  );
}
