import { CSV_IMPORT_PROGRESS_EVENT, type CsvImportProgress } from '@tranche/contracts';
import { schema } from '@tranche/db';
import { generateDemoCompany, toImportCsv } from '@tranche/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createActor, createCompanyActor } from '../../test/actors';
import { collect, openRealtime } from '../../test/realtime-socket';
import { createTestApp, type TestApp } from '../../test/test-app';
import { FILE_IMPORT_BATCH_ROWS, MAX_RECORD_CHARS } from './file-import';
import { INLINE_APPROVAL_ROWS } from './import-approval';
import { csvLines, demoSubscriptions, waitFor } from './import-fixtures';
import { multipartBody } from './multipart-body';

let t: TestApp;
let client: Actor & { accountId: string };
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp({ listen: true, env: { IDENTITY_RATE_LIMIT_PER_MINUTE: '100000' } });
  client = await createCompanyActor(t, 'client', { companyName: 'Big Files Ltd' });
  admin = await createActor(t, { admin: true });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

interface ImportState {
  id: string;
  status: string;
  rowCount: number;
  rowsProcessed: number;
  rejectedCount: number;
  errorCode: string | null;
  error: string | null;
  problems: { row: number; problems: { column: string | null; code: string }[] }[];
}

async function upload(content: string | Buffer, name = 'big.csv'): Promise<string> {
  const body = multipartBody({ name, content });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/file',
    headers: { ...body.headers, authorization: `Bearer ${client.idToken}` },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

/** Uploads, starts the from-file import and waits for the job to leave PROCESSING. */
async function importFile(
  content: string | Buffer,
  options: Record<string, unknown> = {},
): Promise<ImportState> {
  const uploadedFileId = await upload(content);
  const started = await client.call('POST', '/api/csv-import/subscriptions/from-file', {
    uploadedFileId,
    ...options,
  });
  expect(started.statusCode, started.body).toBe(202);
  expect(started.json().data.status).toBe('PROCESSING');
  return waitFor<ImportState>(
    () => client.call('GET', `/api/csv-import/${started.json().data.id}`),
    (state) => state.status !== 'PROCESSING',
  );
}

const stagedRows = async (importId: string) => {
  const [row] = await t.container.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.csvImportSubscriptionRows)
    .where(eq(schema.csvImportSubscriptionRows.importId, importId));
  return row!.n;
};

describe('importing a stored file in a job', () => {
  it('stages a big file in batches, then the approval job upserts it, its progress pushed over the socket', async () => {
    const rows = INLINE_APPROVAL_ROWS + 5_000;
    const socket = await openRealtime(t, client.idToken);
    const progress = collect<CsvImportProgress>(socket, CSV_IMPORT_PROGRESS_EVENT);
    const state = await importFile([...csvLines(demoSubscriptions(rows, 'big'))].join('\n'));
    expect(state).toMatchObject({ status: 'PENDING', rowCount: rows, rowsProcessed: rows, rejectedCount: 0 });
    // The screen follows the file being read batch by batch, without asking.
    const reading = progress.filter((p) => p.id === state.id && p.status === 'PROCESSING');
    expect(reading.length).toBeGreaterThanOrEqual(Math.floor(rows / FILE_IMPORT_BATCH_ROWS));
    const counts = reading.map((p) => p.rowsProcessed);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    await expect
      .poll(() => progress.at(-1))
      .toMatchObject({ id: state.id, status: 'PENDING', rowsProcessed: rows });
    expect(await stagedRows(state.id)).toBe(rows);

    const approving = await admin.call('POST', `/api/admin/csv-imports/${state.id}/approve`);
    expect(approving.json().data.status).toBe('APPROVING');
    const approved = await waitFor<ImportState>(
      () => client.call('GET', `/api/csv-import/${state.id}`),
      (current) => current.status === 'APPROVED',
    );
    expect(approved.rowsProcessed).toBe(rows);
    await expect.poll(() => progress.at(-1)).toMatchObject({ id: state.id, status: 'APPROVED' });
    socket.disconnect();
    expect((await client.call('GET', '/api/subscriptions/count?where[source]=csv')).json().data.count).toBe(
      rows,
    );
    // Visible at once when APPROVED; the job then merges the versions and drops the staged rows.
    const deadline = Date.now() + 60_000;
    while ((await stagedRows(state.id)) > 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(await stagedRows(state.id)).toBe(0);
  }, 180_000);

  it('accepts the demo company file of npm run demo-csv as it is', async () => {
    const demo = generateDemoCompany({ seed: 5, asOf: '2024-06-30' });
    const state = await importFile(Buffer.from(toImportCsv(demo, { bom: true })));
    expect(state).toMatchObject({ status: 'PENDING', rowCount: demo.subscriptions.length, rejectedCount: 0 });
  });

  it('reads a hostile file: BOM, CRLF, semicolons, quoted newlines, formula cells, non-UTF-8 bytes', async () => {
    const [header, first, second, third] = [...csvLines(demoSubscriptions(3, 'hostile'), ';')];
    const formula = first!.replace(/;([^;]*);cus_/, ';"=HYPERLINK(""http://evil"",""x"")";cus_');
    const multiline = second!.replace(/;([^;]*);cus_/, ';"Two\r\nlines";cus_');
    // The last row's customer name ends in a lone 0xE9 byte: Latin-1, not UTF-8.
    const [before, after] = third!.replace(/;([^;]*);cus_/, ';Caf\u0001;cus_').split('\u0001');
    const bytes = Buffer.concat([
      Buffer.from(`\uFEFF${header}\r\n${formula}\r\n${multiline}\r\n${before}`),
      Buffer.from([0xe9]),
      Buffer.from(`${after}\r\n`),
    ]);
    const state = await importFile(bytes, { skipInvalidRows: true });
    expect(state).toMatchObject({ status: 'PENDING', rowCount: 1, rejectedCount: 2 });
    expect(
      state.problems.map(({ row, problems }) => [row, problems.map((p) => `${p.column}:${p.code}`)]),
    ).toEqual([
      [3, ['customer_name:INVALID_CHARACTERS']],
      [4, ['customer_name:INVALID_CHARACTERS']],
    ]);
    const [stored] = await t.container.database.db
      .select({ name: schema.csvImportSubscriptionRows.customerName })
      .from(schema.csvImportSubscriptionRows)
      .where(eq(schema.csvImportSubscriptionRows.importId, state.id));
    // Formula cells are data: kept as written, neutralised only when exported.
    expect(stored!.name).toBe('=HYPERLINK("http://evil","x")');
  });

  it('reads a file mixing CRLF, LF and CR line ends one row per line', async () => {
    const [header, ...rows] = [...csvLines(demoSubscriptions(4, 'mixed-ends'), ';')];
    const ends = ['\r\n', '\n', '\r\n', '\r', '\n'];
    const text = [header, ...rows].map((line, index) => `${line}${ends[index]}`).join('');
    const state = await importFile(text);
    expect(state).toMatchObject({ status: 'PENDING', rowCount: 4, rowsProcessed: 4, rejectedCount: 0 });
  });

  it('fails without skipInvalidRows, naming the rows, and keeps nothing', async () => {
    const lines = [...csvLines(demoSubscriptions(4, 'bad'))];
    lines[2] = lines[2]!.replace(/\d{2}\.\d{2}\.\d{4}/, '2024-01-01');
    const state = await importFile(lines.join('\n'));
    expect(state).toMatchObject({
      status: 'FAILED',
      errorCode: 'ROWS_HAVE_PROBLEMS',
      error: '1 rows have problems.',
    });
    expect(state.problems).toEqual([
      { row: 3, problems: [expect.objectContaining({ code: 'DATE_FORMAT' })] },
    ]);
    expect(await stagedRows(state.id)).toBe(0);
  });

  it('names header problems and refuses an empty file', async () => {
    const wrong = await importFile('subscription_id,start,colour\nsub_1,01.01.2024,red\n');
    expect(wrong.errorCode).toBe('HEADER_INVALID');
    expect(wrong.problems[0]!.problems.map((p) => p.code)).toContain('UNKNOWN_COLUMN');
    expect(wrong.error).toContain('Missing column status');
    const [header] = [...csvLines([])];
    expect((await importFile(`${header}\n\n`)).errorCode).toBe('EMPTY_FILE');
  });

  it('fails midway on an endless record and leaves no staged batch behind', async () => {
    const lines = [...csvLines(demoSubscriptions(FILE_IMPORT_BATCH_ROWS + 10, 'mid'))];
    // The guard counts from the last record the loop took; the parser reads a little ahead.
    const endless = 'x'.repeat(MAX_RECORD_CHARS + 4 * 1024 * 1024);
    const state = await importFile(`${lines.join('\n')}\n${endless}`);
    expect(state).toMatchObject({ status: 'FAILED', errorCode: 'LINE_TOO_LONG', rowCount: 0 });
    // A whole batch had been staged before the failure; it is gone.
    expect(state.rowsProcessed).toBeGreaterThanOrEqual(FILE_IMPORT_BATCH_ROWS);
    expect(await stagedRows(state.id)).toBe(0);
    expect(
      (await client.call('GET', '/api/subscriptions/count?where[externalId]=mid_1')).json().data.count,
    ).toBe(0);
  }, 120_000);
});

describe('importing the same file again', () => {
  const fromFile = (uploadedFileId: string) =>
    client.call('POST', '/api/csv-import/subscriptions/from-file', { uploadedFileId, skipInvalidRows: true });
  const follow = (id: string) =>
    waitFor<ImportState>(
      () => client.call('GET', `/api/csv-import/${id}`),
      (state) => state.status !== 'PROCESSING',
    );

  it('follows an import still PROCESSING and restarts a FAILED one in place, never a second import', async () => {
    const uploadedFileId = await upload(
      [...csvLines(demoSubscriptions(30, 'again'))].join('\n'),
      'again.csv',
    );
    const first = await fromFile(uploadedFileId);
    expect(first.statusCode, first.body).toBe(202);
    const id = first.json().data.id as string;
    // While it runs (or hangs behind a crash), the same file again is the same import.
    const second = await fromFile(uploadedFileId);
    expect(second.statusCode, second.body).toBe(202);
    expect(second.json().data.id).toBe(id);
    expect(await follow(id)).toMatchObject({ status: 'PENDING', rowCount: 30 });

    // A failed import of the file is read again in place.
    await t.container.database.db
      .update(schema.csvImports)
      .set({ status: 'FAILED', error: 'worker died', rowCount: 0 })
      .where(eq(schema.csvImports.id, id));
    await t.container.database.db
      .delete(schema.csvImportSubscriptionRows)
      .where(eq(schema.csvImportSubscriptionRows.importId, id));
    const retried = await fromFile(uploadedFileId);
    expect(retried.statusCode, retried.body).toBe(202);
    expect(retried.json().data).toMatchObject({ id, status: 'PROCESSING', error: null });
    expect(await follow(id)).toMatchObject({ status: 'PENDING', rowCount: 30 });
    expect(await stagedRows(id)).toBe(30);
    const imports = await t.container.database.db
      .select({ id: schema.csvImports.id })
      .from(schema.csvImports)
      .where(eq(schema.csvImports.uploadedFileId, uploadedFileId));
    expect(imports).toHaveLength(1);
  }, 60_000);
});
