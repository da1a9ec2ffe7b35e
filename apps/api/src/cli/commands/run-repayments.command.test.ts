import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSale } from '../../modules/marketplace/testing/sale';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runAdmin } from '../testing/run-admin';

let t: TestApp;
const NO_CHURN = 'churned sold subscriptions: 0 replaced from pledges, 0 brought forward.';

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('npm run admin -- run-repayments', () => {
  it('refuses a malformed day and unknown options', async () => {
    expect((await runAdmin(t.container, 'run-repayments', '--as-of', '2026-13-01')).code).not.toBe(0);
    expect((await runAdmin(t.container, 'run-repayments', '--later')).code).not.toBe(0);
  });

  it('moves time: with --transfers-arrive every instalment due by the day is recorded, once', async () => {
    const sale = await seedSale(t.container);
    const day = sale.lastDueDate!;
    const before = await runAdmin(t.container, 'run-repayments', '--as-of', day);
    expect(before).toMatchObject({ code: 0 });
    expect(before.out).toBe(
      `Repayment run for ${day}: 0 recorded, 1 falling due today, 2 overdue; ${NO_CHURN}`,
    );
    const moved = await runAdmin(t.container, 'run-repayments', '--as-of', day, '--transfers-arrive');
    expect(moved.out).toBe(
      `Repayment run for ${day}: 3 recorded, 0 falling due today, 0 overdue; ${NO_CHURN}`,
    );
    const again = await runAdmin(t.container, 'run-repayments', '--as-of', day, '--transfers-arrive');
    expect(again.out).toContain(': 0 recorded');
  });
});
