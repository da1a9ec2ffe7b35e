import { DEFAULT_MAIL_TYPES, MAILABLE_NOTIFICATION_TYPES, type MailPreferences } from '@tranche/contracts';
import type { Container } from '../../container';
import { parseListQuery } from '../../lib/list-query';
import { notificationView } from './notification-view';
import {
  countNotifications,
  findMailTypes,
  listNotifications,
  markNotificationsRead,
  type NotificationScope,
  saveMailTypes,
} from './notifications.repo';
import { notificationList } from './notifications.resource';

type Deps = Pick<Container, 'database'>;

/** `GET notification`: a page of the caller's notifications, newest first. */
export async function listCallerNotifications(deps: Deps, scope: NotificationScope, rawQuery: unknown) {
  const query = parseListQuery(notificationList, rawQuery);
  const rows = await listNotifications(deps.database.db, scope, query);
  return rows.map(notificationView);
}

/** `GET notification/count`: how many the same filters match (the badge asks for the unread). */
export async function countCallerNotifications(deps: Deps, scope: NotificationScope, rawQuery: unknown) {
  const { where } = parseListQuery(notificationList, rawQuery);
  return countNotifications(deps.database.db, scope, where);
}

/** `PATCH notification`: marks the matched notifications (one with `where[id]`, else all) read. */
export async function markCallerNotificationsRead(deps: Deps, scope: NotificationScope, rawQuery: unknown) {
  const { where } = parseListQuery(notificationList, rawQuery);
  return markNotificationsRead(deps.database.db, scope, where);
}

/** The caller's mail choice; the product's defaults until the user chooses. */
export async function mailPreferences(deps: Deps, sub: string): Promise<MailPreferences> {
  const chosen = await findMailTypes(deps.database.db, sub);
  const mail: readonly string[] = chosen ?? DEFAULT_MAIL_TYPES;
  return { mail: MAILABLE_NOTIFICATION_TYPES.filter((type) => mail.includes(type)) };
}

export async function saveMailPreferences(deps: Deps, sub: string, body: MailPreferences) {
  await saveMailTypes(deps.database.db, sub, [...new Set(body.mail)]);
  return mailPreferences(deps, sub);
}
