import type { Notification } from '@tranche/contracts';
import type { NotificationRow } from './notifications.repo';

/** The row as the lists and the realtime push show it (no company id: the caller knows its own). */
export const notificationView = (row: NotificationRow): Notification => ({
  id: row.id,
  type: row.type,
  externalId: row.externalId,
  clientRefId: row.clientRefId,
  payload: row.payload,
  readClient: row.readClient,
  createdAt: row.createdAt.toISOString(),
});
