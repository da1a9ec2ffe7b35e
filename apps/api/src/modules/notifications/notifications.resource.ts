import { schema } from '@tranche/db';
import { defineListResource } from '../../lib/list-query';

const n = schema.notifications;

/**
 * `GET /api/notification` and `/count`: `where[readClient]=true|false` is the Read / Unread
 * filter of the Notifications screen (spec §2); newest first by default (spec §7).
 */
export const notificationList = defineListResource({
  fields: {
    id: { column: n.id, type: 'integer', ops: ['eq', 'in'] },
    type: { column: n.type, type: 'string', ops: ['eq', 'in'] },
    readClient: { column: n.readClient, type: 'boolean' },
    createdAt: { column: n.createdAt, type: 'date' },
  },
  sortable: { createdAt: n.createdAt, type: n.type },
  defaultOrder: [['createdAt', 'desc']],
  uniqueKey: n.id,
});
