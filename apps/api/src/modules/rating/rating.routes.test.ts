import { schema } from '@tranche/db';
import { isoDateOf } from '@tranche/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingJob } from '../../jobs/rating.job';
import { type Actor, createActor, createCompanyActor } from '../../test/actors';
import { insertImportFile } from '../../test/import-file';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createJsonImport } from '../csv-import/csv-import.service';
import { applyApproval } from '../csv-import/import-approval';
import { csvRecords, demoSubscriptions } from '../csv-import/import-fixtures';
import { seedDemoSubscriptions } from '../subscriptions/demo-subscriptions';
import { ratingHistory } from './rating.repo';

let t: TestApp;
let admin: Actor;
let client: Actor & { accountId: string };
let investor: Actor & { accountId: string };

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  admin = await createActor(t, { admin: true });
  client = await createCompanyActor(t, 'client', { approved: true });
  investor = await createCompanyActor(t, 'investor', { approved: true });
  await seedDemoSubscriptions(t.container, client.accountId, { seed: 7, asOf: isoDateOf(new Date()) });
}, 300_000);
afterAll(() => t?.close());

describe('credit rating', () => {
  it('shows the client its grade with every factor’s value, points, weight and discount effect', async () => {
    const response = await client.call('GET', '/api/rating');
    expect(response.statusCode).toBe(200);
    const rating = response.json().data;
    expect(rating.factors).toHaveLength(10);
    expect(['A', 'B', 'C', 'D', 'E']).toContain(rating.grade);
    expect(rating.override).toBeNull();
    // Bank, accounting and payment data are not connected: those factors count conservatively and say so.
    expect(rating.confidence).toBeLessThan(100);
    expect(rating.missingData).toEqual(expect.arrayContaining(['BANK', 'ACCOUNTING']));
    const effects = rating.factors.reduce(
      (sum: number, f: { discountEffectBps: number }) => sum + f.discountEffectBps,
      0,
    );
    expect(effects).toBe(rating.discountBps - 500);
    const growth = rating.factors.find((f: { factor: string }) => f.factor === 'growth');
    expect(growth.missing).toBe(false);
  });

  it('keeps the history: the job recomputing unchanged data adds no row', async () => {
    const before = await ratingHistory(t.container.database.db, client.accountId);
    await ratingJob.handle({ accountId: client.accountId }, t.container);
    await ratingJob.handle({}, t.container);
    expect(await ratingHistory(t.container.database.db, client.accountId)).toHaveLength(before.length);
  });

  it('applies an operator override with its reason, recorded, and lifts it again', async () => {
    const url = `/api/admin/companies/${client.accountId}/rating-override`;
    expect((await admin.call('POST', url, { grade: 'E', reason: '  ' })).statusCode).toBe(400);
    const overridden = await admin.call('POST', url, { grade: 'E', reason: 'Pending litigation' });
    expect(overridden.statusCode).toBe(200);
    const seen = (await client.call('GET', '/api/rating')).json().data;
    expect(seen.grade).toBe('E');
    expect(seen.override).toEqual({ grade: 'E', reason: 'Pending litigation' });
    expect(seen.discountBps).toBe(1500);
    const lifted = await admin.call('POST', url, { grade: null, reason: 'Litigation settled' });
    expect(lifted.json().data.override).toBeNull();
    expect(lifted.json().data.grade).toBe(lifted.json().data.computedGrade);
    const history = await ratingHistory(t.container.database.db, client.accountId);
    expect(history.map((row) => row.cause).slice(0, 2)).toEqual(['override', 'override']);
  });

  it('answers the client only: investors, admins and strangers are refused', async () => {
    expect((await investor.call('GET', '/api/rating')).statusCode).toBe(403);
    expect((await admin.call('GET', '/api/rating')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/rating' })).statusCode).toBe(401);
    const url = `/api/admin/companies/${client.accountId}/rating-override`;
    expect((await client.call('POST', url, { grade: 'A', reason: 'please' })).statusCode).toBe(403);
    expect(
      (
        await admin.call('POST', `/api/admin/companies/${investor.accountId}/rating-override`, {
          grade: 'A',
          reason: 'x',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('is recomputed by its job when an approved import changes the company’s data', async () => {
    const { db } = t.container.database;
    const before = await ratingHistory(db, client.accountId);
    const fileId = await insertImportFile(db, client.accountId);
    const created = await createJsonImport(
      t.container,
      { accountId: client.accountId, sub: 'test' },
      'subscriptions',
      csvRecords(demoSubscriptions(40, 'rating')),
      { uploadedFileId: fileId, sendNotification: false },
    );
    if (!created.ok) throw new Error('fixture refused');
    await db
      .update(schema.csvImports)
      .set({ status: 'APPROVING' })
      .where(eq(schema.csvImports.id, created.csvImport.id));
    await applyApproval(t.container, created.csvImport.id);
    const deadline = Date.now() + 60_000;
    let history = await ratingHistory(db, client.accountId);
    while (history.length === before.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      history = await ratingHistory(db, client.accountId);
    }
    expect(history.length).toBe(before.length + 1);
    expect(history[0]?.cause).toBe('data-change');
  }, 90_000);
});
