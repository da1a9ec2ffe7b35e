import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_MARKETPLACE_SETTINGS } from '@tranche/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../cli/testing/run-admin';
import { type Actor, createActor, createCompanyActor } from '../../test/actors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { clientPayouts } from '../marketplace/payouts.service';
import { seedSale } from '../marketplace/testing/sale';

let t: TestApp;
let admin: Actor;
const URL = '/api/admin/marketplace-settings';

beforeAll(async () => {
  t = await createTestApp({ listen: true, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  admin = await createActor(t, { admin: true });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const withFee = (feeBps: number) => ({ ...DEFAULT_MARKETPLACE_SETTINGS, feeBps });

describe('marketplace settings: every default is an operator setting', () => {
  it('answers the defaults until a version is saved; only operators see or change them', async () => {
    const first = await admin.call('GET', URL);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      id: null,
      reason: null,
      settings: { feeBps: DEFAULT_MARKETPLACE_SETTINGS.feeBps },
    });
    const client = await createCompanyActor(t, 'client', { approved: true });
    const investor = await createCompanyActor(t, 'investor', { approved: true });
    for (const caller of [client, investor]) {
      expect((await caller.call('GET', URL)).statusCode).toBe(403);
      expect((await caller.call('PUT', URL, { settings: withFee(0), reason: 'free' })).statusCode).toBe(403);
    }
  });

  it('refuses rules that contradict themselves, and a version without a reason', async () => {
    const cheaperWorse = {
      ...DEFAULT_MARKETPLACE_SETTINGS,
      discounts: { ...DEFAULT_MARKETPLACE_SETTINGS.discounts, E: 0 },
    };
    expect((await admin.call('PUT', URL, { settings: cheaperWorse, reason: 'try' })).statusCode).toBe(400);
    expect((await admin.call('PUT', URL, { settings: withFee(300), reason: '   ' })).statusCode).toBe(400);
    expect((await admin.call('PUT', URL, { settings: withFee(20_000), reason: 'too much' })).statusCode).toBe(
      400,
    );
    expect((await admin.call('GET', URL)).json().data.id).toBeNull();
  });

  it('a saved fee is what the next acceptance deducts from the payout; history keeps every version', async () => {
    const saved = await admin.call('PUT', URL, { settings: withFee(300), reason: 'Fee review 2026' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ reason: 'Fee review 2026', changedBy: admin.sub });

    const sale = await seedSale(t.container);
    const [payout] = await clientPayouts(t.container, sale.clientId);
    expect(payout!.fee).toBe(Math.round((payout!.price * 300) / 10_000));
    expect(payout!.payout).toBe(payout!.price - payout!.fee);

    const history = (await admin.call('GET', `${URL}/history`)).json().data as { reason: string }[];
    expect(history.map((version) => version.reason)).toEqual(['Fee review 2026']);
  });

  it('the operator command prints the rules in force and saves a file as a new version', async () => {
    const shown = await runAdmin(t.container, 'marketplace-settings');
    expect(shown.code).toBe(0);
    expect(shown.out).toContain('"feeBps": 300');
    const file = path.join(t.dataDir, 'settings.json');
    await writeFile(file, JSON.stringify(withFee(250)));
    const set = await runAdmin(t.container, 'marketplace-settings', 'set', file, 'Back', 'to', '2.5 %');
    expect(set.code).toBe(0);
    expect((await admin.call('GET', URL)).json().data).toMatchObject({
      reason: 'Back to 2.5 %',
      settings: { feeBps: 250 },
    });
    await writeFile(file, JSON.stringify(withFee(-1)));
    const refused = await runAdmin(t.container, 'marketplace-settings', 'set', file, 'negative');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('feeBps');
  });
});
