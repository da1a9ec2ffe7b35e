import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_MAIL_TYPES } from '@tranche/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createActor, createCompanyActor } from '../../test/actors';
import { readLatestMail } from '../../test/read-mail';
import { createTestApp, type TestApp } from '../../test/test-app';
import { notifyAccount } from './notify';

type Listed = { id: number; type: string; readClient: boolean; payload: Record<string, unknown> };

describe('notifications over HTTP', () => {
  let t: TestApp;
  let alpha: Actor & { accountId: string };
  let beta: Actor & { accountId: string };
  let admin: Actor;

  beforeAll(async () => {
    t = await createTestApp({
      listen: true,
      env: { IDENTITY_RATE_LIMIT_PER_MINUTE: '100000', RATE_LIMIT_PER_MINUTE: '100000' },
    });
    alpha = await createCompanyActor(t, 'client', { companyName: 'Alpha' });
    beta = await createCompanyActor(t, 'investor', { companyName: 'Beta' });
    admin = await createActor(t, { admin: true, label: 'admin' });
    // 23 listed notices for Alpha, the three excluded kinds, and one for Beta.
    for (let i = 0; i < 23; i++) {
      await notifyAccount(t.container, {
        accountId: alpha.accountId,
        type: i % 2 ? 'NEW_INTEGRATION' : 'REPAYMENT_DUE',
        payload: { n: i },
      });
    }
    for (const type of ['NEW_CLIENT', 'NEW_FILE_UPLOADED', 'NEW_INVESTOR']) {
      await notifyAccount(t.container, { accountId: alpha.accountId, type, mail: false });
    }
    await notifyAccount(t.container, { accountId: beta.accountId, type: 'REPAYMENT_RECEIVED' });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  const list = async (actor: Actor, query: string) => {
    const response = await actor.call('GET', `/api/notification?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Listed[];
  };
  const count = async (actor: Actor, query = '') =>
    (await actor.call('GET', `/api/notification/count?${query}`)).json().data.count as number;

  it('pages newest first and never lists the excluded kinds', async () => {
    const first = await list(alpha, 'page=1&size=10');
    const third = await list(alpha, 'page=3&size=10');
    expect(first).toHaveLength(10);
    expect(third).toHaveLength(3);
    expect(first[0]!.payload).toEqual({ n: 22 });
    expect(third.at(-1)!.payload).toEqual({ n: 0 });
    const all = [...first, ...(await list(alpha, 'page=2&size=10')), ...third];
    expect(new Set(all.map((row) => row.id)).size).toBe(23);
    expect(all.map((row) => row.type)).not.toContain('NEW_CLIENT');
    expect(all.some((row) => ['NEW_FILE_UPLOADED', 'NEW_INVESTOR'].includes(row.type))).toBe(false);
    expect(await count(alpha)).toBe(23);
    expect(await count(alpha, 'where[readClient]=false')).toBe(23);
    expect(await list(beta, 'page=1&size=50')).toHaveLength(1);
  });

  it('marks one read, keeps other companies out, then marks all read', async () => {
    const [newest] = await list(alpha, 'page=1&size=1');
    const foreign = await beta.call('PATCH', `/api/notification?where[id]=${newest!.id}`);
    expect(foreign.json().data.updated).toBe(0);
    expect(await count(alpha, 'where[readClient]=true')).toBe(0);
    expect((await list(beta, 'size=50')).map((row) => row.id)).not.toContain(newest!.id);

    const one = await alpha.call('PATCH', `/api/notification?where[id]=${newest!.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.updated).toBe(1);
    const read = await list(alpha, 'where[readClient]=true');
    expect(read.map((row) => row.id)).toEqual([newest!.id]);
    expect(await count(alpha, 'where[readClient]=false')).toBe(22);
    expect((await list(alpha, 'where[readClient]=false&size=50')).map((row) => row.id)).not.toContain(
      newest!.id,
    );

    const all = await alpha.call('PATCH', '/api/notification');
    expect(all.json().data.updated).toBe(22);
    expect(await count(alpha, 'where[readClient]=false')).toBe(0);
    // Beta's own stays unread: marking all is within the caller's company.
    expect(await count(beta, 'where[readClient]=false')).toBe(1);
  });

  it('refuses admins (no company) and anonymous callers', async () => {
    const calls: ['GET' | 'PATCH', string, unknown?][] = [
      ['GET', '/api/notification'],
      ['GET', '/api/notification/count'],
      ['PATCH', '/api/notification'],
      ['GET', '/api/notification/mail-preferences'],
      ['PATCH', '/api/notification/mail-preferences', { mail: [] }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await admin.call(method, url, payload)).statusCode, `admin ${method} ${url}`).toBe(403);
      const anonymous = await t.app.inject({
        method,
        url,
        ...(payload ? { payload: payload as object } : {}),
      });
      expect(anonymous.statusCode, `anonymous ${method} ${url}`).toBe(401);
    }
  });

  it('rejects filters outside the whitelist', async () => {
    expect((await alpha.call('GET', '/api/notification?where[accountId]=x')).statusCode).toBe(400);
    expect((await alpha.call('PATCH', '/api/notification?where[id]=abc')).statusCode).toBe(400);
  });

  it('mails only the types each user chose', async () => {
    const defaults = await alpha.call('GET', '/api/notification/mail-preferences');
    expect(defaults.json().data.mail).toEqual([...DEFAULT_MAIL_TYPES]);
    const bad = await alpha.call('PATCH', '/api/notification/mail-preferences', {
      mail: ['ACCOUNT_APPROVED'],
    });
    expect(bad.statusCode).toBe(400);
    const saved = await alpha.call('PATCH', '/api/notification/mail-preferences', { mail: ['NEW_BID'] });
    expect(saved.json().data.mail).toEqual(['NEW_BID']);

    const since = Date.now();
    // No longer chosen: the import decision stays in the app only.
    await notifyAccount(t.container, {
      accountId: alpha.accountId,
      type: 'NEW_CSV_IMPORT',
      mail: () => ({ subject: 'Import approved', text: 'rows' }),
    });
    await notifyAccount(t.container, { accountId: alpha.accountId, type: 'NEW_BID', payload: {} });
    const mail = await readLatestMail(t.dataDir, alpha.email, { since });
    expect(mail.subject).toBe('Tranche: A new bid was placed on your asset');
    expect(mail.text).toContain('/orders/bidding');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const outbox = path.join(t.dataDir, 'mail');
    const texts = await Promise.all(
      (await readdir(outbox)).map((name) => readFile(path.join(outbox, name), 'utf8')),
    );
    expect(texts.filter((text) => text.includes('Import approved'))).toEqual([]);
  });
});
