import { schema } from '@tranche/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJsonImport } from '../../modules/csv-import/csv-import.service';
import { csvRecords, demoSubscriptions } from '../../modules/csv-import/import-fixtures';
import { insertImportFile } from '../../test/import-file';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runAdmin } from '../testing/run-admin';

let t: TestApp;
let accountId: string;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.container.database;
  const [account] = await db
    .insert(schema.accounts)
    .values({ kind: 'CLIENT', companyName: 'Cli GmbH' })
    .returning();
  accountId = account!.id;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const admin = (...argv: string[]) => runAdmin(t.container, ...argv);

async function pendingImport(prefix: string): Promise<string> {
  const result = await createJsonImport(
    t.container,
    { accountId, sub: 'tester' },
    'subscriptions',
    csvRecords(demoSubscriptions(3, prefix)),
    { uploadedFileId: await insertImportFile(t.container.database.db, accountId), sendNotification: false },
  );
  if (!result.ok) throw new Error('fixture rows were refused');
  return result.csvImport.id;
}

describe('npm run admin -- imports-pending | import-approve | import-reject', () => {
  it('lists pending imports, approves one and rejects another with a reason', async () => {
    expect((await admin('imports-pending')).out).toBe('No import is waiting for review.');
    const first = await pendingImport('cli_a');
    const second = await pendingImport('cli_b');
    const listed = await admin('imports-pending');
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(first);
    expect(listed.out).toContain('Cli GmbH');

    const approved = await admin('import-approve', first);
    expect(approved).toMatchObject({ code: 0, out: `Import ${first} of Cli GmbH: APPROVED, 3 rows.` });
    const rows = await t.container.database.db
      .select()
      .from(schema.subscriptions)
      .where(eq(schema.subscriptions.accountId, accountId));
    expect(rows.map((row) => row.externalId).sort()).toEqual(['cli_a_1', 'cli_a_2', 'cli_a_3']);

    const rejected = await admin('import-reject', second, 'Wrong', 'currency');
    expect(rejected.code).toBe(0);
    const [row] = await t.container.database.db
      .select()
      .from(schema.csvImports)
      .where(eq(schema.csvImports.id, second));
    expect(row).toMatchObject({
      status: 'REJECTED',
      reviewNote: 'Wrong currency',
      reviewedBy: 'operator-cli',
    });
    expect((await admin('import-approve', second)).err).toContain(
      'Only a pending import can be approved or rejected.',
    );
  });

  it('answers usage errors with 64', async () => {
    expect(await admin('import-approve')).toMatchObject({
      code: 64,
      err: 'Usage: npm run admin -- import-approve <import id>',
    });
    expect((await admin('import-approve', 'not-a-uuid')).code).toBe(64);
    expect((await admin('import-reject', '00000000-0000-4000-8000-000000000000')).code).toBe(64);
  });
});
