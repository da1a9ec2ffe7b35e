import { schema } from '@tranche/db';
import { sql } from 'drizzle-orm';
import { defineListResource } from '../../lib/list-query';

const { uploadedFiles: f } = schema;

/** `GET /api/file` (spec §7 Files: optional not-deleted filter; file room: folder and tag). */
export const uploadedFileList = defineListResource({
  fields: {
    id: { column: f.id, type: 'uuid' },
    deleted: { column: f.deleted, type: 'boolean' },
    purpose: { column: f.purpose, type: 'string' },
    fileName: { column: f.fileName, type: 'string' },
    createdAt: { column: f.createdAt, type: 'date' },
    folder: { column: f.folder, type: 'string' },
  },
  filters: {
    /** File room: files carrying this tag. */
    tag: { type: 'string', build: (tag) => sql`${tag} = any(${f.tags})` },
  },
  sortable: { createdAt: f.createdAt, fileName: f.fileName, size: f.sizeBytes },
  defaultOrder: [['createdAt', 'desc']],
  uniqueKey: f.id,
});
