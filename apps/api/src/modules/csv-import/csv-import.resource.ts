import { CSV_IMPORT_KINDS, CSV_IMPORT_STATUS_FILTERS } from '@tranche/contracts';
import { schema } from '@tranche/db';
import { sql } from 'drizzle-orm';
import { defineListResource } from '../../lib/list-query';

const { csvImports: i, uploadedFiles: f, accounts: a } = schema;

const common = {
  fields: {
    id: { column: i.id, type: 'uuid' },
    kind: { column: i.kind, type: 'enum', values: CSV_IMPORT_KINDS },
    uploadedFileId: { column: i.uploadedFileId, type: 'uuid', nullable: true },
    createdAt: { column: i.createdAt, type: 'date' },
    updatedAt: { column: i.updatedAt, type: 'date' },
  },
  filters: {
    // Spec §3: the import history's status filter has an ALL entry (no filter).
    status: {
      type: 'enum',
      values: CSV_IMPORT_STATUS_FILTERS,
      build: (value: string) => (value === 'ALL' ? undefined : sql`${i.status} = ${value}`),
    },
  },
  sortable: {
    createdAt: i.createdAt,
    updatedAt: i.updatedAt,
    status: i.status,
    kind: i.kind,
    rowCount: i.rowCount,
    fileName: f.fileName,
  },
  uniqueKey: i.id,
} as const;

/** `GET /api/csv-import` and `/count` (Settings → Imports). */
export const csvImportList = defineListResource(common);

/** `GET /api/admin/csv-imports`: every company's imports, oldest waiting first by default. */
export const adminCsvImportList = defineListResource({
  ...common,
  fields: { ...common.fields, accountId: { column: i.accountId, type: 'uuid' } },
  sortable: { ...common.sortable, companyName: a.companyName },
  defaultOrder: [['createdAt', 'asc']],
  secondary: null,
});
