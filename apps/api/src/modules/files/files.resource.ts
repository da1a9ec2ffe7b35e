import { schema } from '@tranche/db';
import { defineListResource } from '../../lib/list-query';

const { uploadedFiles: f } = schema;

/** `GET /api/file` (spec §7 Files: optional not-deleted filter). */
export const uploadedFileList = defineListResource({
  fields: {
    id: { column: f.id, type: 'uuid' },
    deleted: { column: f.deleted, type: 'boolean' },
    purpose: { column: f.purpose, type: 'string' },
    fileName: { column: f.fileName, type: 'string' },
    createdAt: { column: f.createdAt, type: 'date' },
  },
  sortable: { createdAt: f.createdAt, fileName: f.fileName, size: f.sizeBytes },
  defaultOrder: [['createdAt', 'desc']],
  uniqueKey: f.id,
});
