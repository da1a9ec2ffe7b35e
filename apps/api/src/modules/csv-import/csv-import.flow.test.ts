import { csvImportSchema, invalidRowsErrorSchema } from '@tranche/contracts';
import { schema } from '@tranche/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createActor, createCompanyActor } from '../../test/actors';
import { readLatestMail } from '../../test/read-mail';
import { createTestApp, type TestApp } from '../../test/test-app';
import { csvLines, csvRecords, demoSubscriptions } from './import-fixtures';
import { multipartBody } from './multipart-body';

let t: TestApp;
let clientA: Actor & { accountId: string };
let clientB: Actor & { accountId: string };
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp({ listen: true, env: { IDENTITY_RATE_LIMIT_PER_MINUTE: '100000' } });
  clientA = await createCompanyActor(t, 'client', { companyName: 'A GmbH' });
  clientB = await createCompanyActor(t, 'client', { companyName: 'B GmbH' });
  admin = await createActor(t, { admin: true });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** The newest mail to `to` with this subject (mails are sent by a job, in any order). */
async function mailWithSubject(to: string, subject: string, since: number) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = await readLatestMail(t.dataDir, to, { since });
    if (mail.subject === subject || Date.now() > deadline) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function uploadFile(actor: Actor, content: string, name = 'subscriptions.csv'): Promise<string> {
  const body = multipartBody({ name, content });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/file',
    headers: { ...body.headers, authorization: `Bearer ${actor.idToken}` },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

const subs = demoSubscriptions(5);
const records = csvRecords(subs);
let fileA: string;
let importId: string;

describe('subscription import, end to end', () => {
  it('refuses a tampered row with 422 naming the row and problem, and stores nothing', async () => {
    fileA = await uploadFile(clientA, [...csvLines(subs)].join('\r\n'));
    const tampered = records.map((record, index) =>
      index === 1 ? { ...record, amount_including_vat: '-5', start_date: '2024-13-01' } : record,
    );
    const response = await clientA.call('POST', '/api/csv-import/subscriptions', {
      subs: [...tampered, { ...records[0], injected: 'x' }],
      uploadedFileId: fileA,
      send_notification: true,
    });
    expect(response.statusCode).toBe(422);
    const body = invalidRowsErrorSchema.parse(response.json());
    expect(body.errors[0]!.message).toBe('2 rows have problems.');
    expect(body.errors[0]!.messages).toEqual([
      'Row 2: Date must be in DD.MM.YYYY format',
      'Row 2: Must enter positive number!',
      'Row 6: Unknown column injected',
    ]);
    expect(body.errors[0]!.rows[0]!.problems.map((p) => `${p.column}:${p.code}`)).toEqual([
      'start_date:DATE_FORMAT',
      'amount_including_vat:POSITIVE_NUMBER',
    ]);
    const count = await clientA.call('GET', '/api/csv-import/count?where[status]=ALL');
    expect(count.json()).toEqual({ data: { count: 0 } });
  });

  it('stores valid rows as PENDING and lists them in the history', async () => {
    const response = await clientA.call('POST', '/api/csv-import/subscriptions', {
      subs: records,
      uploadedFileId: fileA,
      send_notification: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toEqual({ id: expect.any(String), status: 'PENDING', rowCount: 5 });
    importId = response.json().data.id;

    const history = await clientA.call('GET', '/api/csv-import?where[status]=PENDING');
    const [listed] = history.json().data;
    expect(csvImportSchema.parse(listed)).toMatchObject({
      id: importId,
      kind: 'subscriptions',
      status: 'PENDING',
      fileName: 'subscriptions.csv',
      rowCount: 5,
    });
    expect((await clientA.call('GET', '/api/csv-import?where[status]=APPROVED')).json().data).toEqual([]);
    expect((await clientA.call('GET', '/api/csv-import/count?where[status]=ALL')).json().data.count).toBe(1);
    // Nothing counts before the operator approves.
    expect((await clientA.call('GET', '/api/subscriptions/count')).json().data.count).toBe(0);
  });

  it("keeps company B out of A's import and file, and non-admins out of the review", async () => {
    expect((await clientB.call('GET', `/api/csv-import/${importId}`)).statusCode).toBe(404);
    expect((await clientB.call('GET', '/api/csv-import?where[status]=ALL')).json().data).toEqual([]);
    const stolen = await clientB.call('POST', '/api/csv-import/subscriptions', {
      subs: records,
      uploadedFileId: fileA,
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().errors[0].code).toBe('FILE_NOT_FOUND');
    for (const actor of [clientA, clientB]) {
      expect((await actor.call('POST', `/api/admin/csv-imports/${importId}/approve`)).statusCode).toBe(403);
      expect((await actor.call('GET', '/api/admin/csv-imports?where[status]=PENDING')).statusCode).toBe(403);
    }
  });

  it('lets the operator approve: subscriptions appear, the company is mailed and notified', async () => {
    const since = Date.now();
    const pending = await admin.call('GET', '/api/admin/csv-imports?where[status]=PENDING');
    expect(pending.json().data).toEqual([
      expect.objectContaining({ id: importId, companyName: 'A GmbH', accountId: clientA.accountId }),
    ]);
    const approved = await admin.call('POST', `/api/admin/csv-imports/${importId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'APPROVED', rowsProcessed: 5 });
    expect((await admin.call('POST', `/api/admin/csv-imports/${importId}/approve`)).statusCode).toBe(409);

    const list = await clientA.call('GET', '/api/subscriptions?orderBy[0][externalId]=asc');
    const rows = list.json().data;
    expect(rows.map((row: { externalId: string }) => row.externalId)).toEqual(
      subs.map((s) => s.externalId).sort(),
    );
    const first = rows.find((row: { externalId: string }) => row.externalId === subs[0]!.externalId);
    expect(first).toMatchObject({
      source: 'csv',
      amount: subs[0]!.amountMinor,
      currency: subs[0]!.currency,
      importId,
      customer: { name: subs[0]!.customerName },
    });
    const filtered = await clientA.call(
      'GET',
      `/api/subscriptions/count?where[currency]=${subs[0]!.currency}`,
    );
    expect(filtered.json().data.count).toBe(subs.filter((s) => s.currency === subs[0]!.currency).length);

    const mail = await mailWithSubject(clientA.email, 'Your subscription import was approved', since);
    expect(mail.subject).toBe('Your subscription import was approved');
    const notifications = await t.container.database.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.accountId, clientA.accountId));
    expect(notifications.map((n) => [n.type, n.externalId])).toContainEqual(['NEW_CSV_IMPORT', importId]);
    expect((await clientB.call('GET', '/api/subscriptions/count')).json().data.count).toBe(0);
  });

  it('updates, never duplicates, when the same subscriptions come again', async () => {
    const changed = records.map((record, index) =>
      index === 0 ? { ...record, amount_including_vat: '777.00' } : record,
    );
    // The file already imported is refused as a whole, as the from-file route's retry rules allow
    // no second import of a file either; a new upload of the changed rows is a new import.
    const before = (await clientA.call('GET', '/api/csv-import/count?where[status]=ALL')).json().data.count;
    const repeated = await clientA.call('POST', '/api/csv-import/subscriptions', {
      subs: changed,
      uploadedFileId: fileA,
    });
    expect(repeated.statusCode).toBe(409);
    expect(repeated.json().errors).toEqual([
      { code: 'FILE_ALREADY_IMPORTED', message: 'This file is already being imported.' },
    ]);
    const payments = await clientA.call('POST', '/api/csv-import/payments', {
      payments: [
        {
          subscription_id: 'sub_1',
          due_date: '01.07.2024',
          amount: '10',
          currency: 'EUR',
          status: 'SCHEDULED',
        },
      ],
      uploadedFileId: fileA,
    });
    expect(payments.statusCode).toBe(409);
    expect((await clientA.call('GET', '/api/csv-import/count?where[status]=ALL')).json().data.count).toBe(
      before,
    );
    const created = await clientA.call('POST', '/api/csv-import/subscriptions', {
      subs: changed,
      uploadedFileId: await uploadFile(clientA, [...csvLines(subs)].join('\r\n')),
    });
    const secondId = created.json().data.id;
    expect((await admin.call('POST', `/api/admin/csv-imports/${secondId}/approve`)).json().data.status).toBe(
      'APPROVED',
    );
    expect((await clientA.call('GET', '/api/subscriptions/count')).json().data.count).toBe(5);
    const [updated] = (
      await clientA.call('GET', `/api/subscriptions?where[externalId]=${subs[0]!.externalId}`)
    ).json().data;
    expect(updated).toMatchObject({ amount: 77_700, importId: secondId });
  });

  it('lets the operator reject with a reason that is mailed', async () => {
    const since = Date.now();
    const created = await clientA.call('POST', '/api/csv-import/subscriptions', {
      subs: records,
      uploadedFileId: await uploadFile(clientA, [...csvLines(subs)].join('\r\n')),
    });
    const id = created.json().data.id;
    expect(
      (await admin.call('POST', `/api/admin/csv-imports/${id}/reject`, { reason: ' ' })).statusCode,
    ).toBe(400);
    const rejected = await admin.call('POST', `/api/admin/csv-imports/${id}/reject`, {
      reason: 'Amounts look like cents, not euros.',
    });
    expect(rejected.json().data).toMatchObject({
      status: 'REJECTED',
      reviewNote: 'Amounts look like cents, not euros.',
    });
    const mail = await mailWithSubject(clientA.email, 'Your subscription import was rejected', since);
    expect(mail.subject).toBe('Your subscription import was rejected');
    expect(mail.text).toContain('Amounts look like cents, not euros.');
    expect((await admin.call('POST', `/api/admin/csv-imports/${id}/approve`)).json().errors[0].code).toBe(
      'IMPORT_NOT_PENDING',
    );
    const unknown = await admin.call(
      'POST',
      '/api/admin/csv-imports/00000000-0000-4000-8000-000000000000/approve',
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('payments and customers imports', () => {
  it('checks payment rows and keeps them for review', async () => {
    const bad = await clientA.call('POST', '/api/csv-import/payments', {
      uploadedFileId: fileA,
      payments: [
        { subscription_id: 'sub_1', due_date: '01.06.2024', amount: '10', currency: 'EUR', status: 'PAID' },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].messages).toEqual(['Row 1: A paid payment needs its paid date']);
    const good = await clientA.call('POST', '/api/csv-import/payments', {
      uploadedFileId: await uploadFile(clientA, 'subscription_id,due_date\r\nsub_1,01.06.2024\r\n', 'p.csv'),
      payments: [
        {
          subscription_id: 'sub_1',
          due_date: '01.06.2024',
          amount: '10',
          currency: 'EUR',
          status: 'PAID',
          paid_date: '02.06.2024',
        },
        {
          subscription_id: 'sub_1',
          due_date: '01.07.2024',
          amount: '10',
          currency: 'EUR',
          status: 'SCHEDULED',
        },
      ],
    });
    expect(good.json().data).toMatchObject({ status: 'PENDING', rowCount: 2 });
    const approved = await admin.call('POST', `/api/admin/csv-imports/${good.json().data.id}/approve`);
    expect(approved.json().data).toMatchObject({ kind: 'payments', status: 'APPROVED' });
  });

  it("updates the customers' names and countries on approval", async () => {
    const customer = subs[0]!.customerExternalId;
    const created = await clientA.call('POST', '/api/csv-import/customers', {
      uploadedFileId: await uploadFile(clientA, 'customer_id,name\r\nc_1,Renamed\r\n', 'c.csv'),
      customers: [
        { customer_id: customer, name: 'Renamed Customer Ltd', country: 'gb', email: 'ap@renamed.example' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    await admin.call('POST', `/api/admin/csv-imports/${created.json().data.id}/approve`);
    const rows = (
      await clientA.call('GET', `/api/subscriptions?where[customerExternalId]=${customer}`)
    ).json().data;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect(row.customer).toEqual({ name: 'Renamed Customer Ltd', externalId: customer, country: 'GB' });
  });
});

describe('OpenAPI', () => {
  it('documents the import, file and subscription calls', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/file',
        '/api/file/{id}',
        '/api/subscriptions',
        '/api/subscriptions/count',
        '/api/subscriptions/clientSubs',
        '/api/csv-import',
        '/api/csv-import/count',
        '/api/csv-import/{id}',
        '/api/csv-import/subscriptions',
        '/api/csv-import/subscriptions/from-file',
        '/api/csv-import/payments',
        '/api/csv-import/customers',
        '/api/admin/csv-imports',
        '/api/admin/csv-imports/{id}/approve',
        '/api/admin/csv-imports/{id}/reject',
      ]),
    );
  });
});
