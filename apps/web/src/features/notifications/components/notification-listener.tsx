import { useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@tranche/contracts';
import { Suspense } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useRealtimeEvent, useRealtimeSession } from '../../../lib/realtime';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { NOTIFICATIONS_KEY } from '../api/notifications.api';
import { describeNotification } from '../lib/notification-text';

function Listener() {
  const { t } = useTranslation('notifications');
  const format = useMoneyFormat();
  const queryClient = useQueryClient();
  useRealtimeSession();
  useRealtimeEvent<Notification>('notification', (notification) => {
    toast(describeNotification(t, notification, format).text, { id: `notification-${notification.id}` });
    void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  });
  return null;
}

/**
 * Mounted once in the signed-in layout: holds the session's realtime connection and shows each
 * new notification at once as a toast, moving the badge and the lists with it.
 */
export function NotificationListener() {
  return (
    <Suspense fallback={null}>
      <Listener />
    </Suspense>
  );
}
