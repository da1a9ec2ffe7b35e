import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Notification } from '@tranche/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { describeNotification } from '../lib/notification-text';

interface NotificationItemProps {
  notification: Notification;
  onMarkRead: (id: number) => void;
  marking: boolean;
}

/** One notification: its sentence, when it came, a link to its screen and, while unread, Mark as read. */
export function NotificationItem({ notification, onMarkRead, marking }: NotificationItemProps) {
  const { t, i18n } = useTranslation('notifications');
  const format = useMoneyFormat();
  const { text, link } = describeNotification(t, notification, format);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(notification.createdAt),
  );
  return (
    <Paper withBorder p="md" component="li" data-testid="notification">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Group gap="xs">
            {!notification.readClient && (
              <Badge size="sm" variant="light">
                {t('unread')}
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              {when}
            </Text>
          </Group>
          <Text fw={notification.readClient ? 400 : 600}>{text}</Text>
          <Anchor component={Link} to={link} size="sm">
            {t('open')}
          </Anchor>
        </Stack>
        {!notification.readClient && (
          <Button size="xs" variant="light" loading={marking} onClick={() => onMarkRead(notification.id)}>
            {t('markRead')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
