import { describe, expect, it } from 'vitest';
import { demoAnomalyInput } from '../anomalies/demo-anomaly-input';
import { detectAnomalies } from '../anomalies/detect-anomalies';
import { isPlantedAnomalyFound, plantedAnomalies } from './demo-anomalies';
import { generateDemoBank } from './demo-bank';
import { generateDemoCompany } from './demo-company';

const asOf = '2026-11-20';
const options = { seed: 'planted', asOf, customers: 400, months: 24 };
const company = generateDemoCompany(options);
const bank = generateDemoBank(company, 'planted');

describe('planted demo anomalies', () => {
  it('plants nine, the same each time, in the last months', () => {
    const planted = [...plantedAnomalies(company), ...plantedAnomalies(bank)];
    expect(planted.map((a) => a.key).sort()).toEqual(
      [
        'churn-month',
        'duplicate-hosting',
        'duplicate-tax-advisor',
        'failed-card-payments',
        'large-card-payment',
        'large-customer-late',
        'missing-rent',
        'new-payee',
        'large-software-invoice',
      ].sort(),
    );
    expect(planted.every((a) => a.day >= '2026-07-01' && a.day <= asOf)).toBe(true);
    expect(plantedAnomalies(generateDemoBank(generateDemoCompany(options), 'planted'))).toEqual(
      plantedAnomalies(bank),
    );
  });

  it('leaves the rest as generated: the bank without plants is the bank less the planted rows', () => {
    const clean = generateDemoCompany({ ...options, anomalies: false });
    expect(plantedAnomalies(clean)).toEqual([]);
    expect(clean.customers.length).toBe(company.customers.length);
    const cleanBank = generateDemoBank(clean, 'planted', { anomalies: false });
    const ids = new Set(bank.transactions.map((t) => t.id));
    const missing = cleanBank.transactions.filter((t) => !ids.has(t.id));
    expect(missing).toHaveLength(1);
    expect(missing[0]!.description).toMatch(/^Miete /);
    const cleanIds = new Set(cleanBank.transactions.map((t) => t.id));
    expect(bank.transactions.filter((t) => !cleanIds.has(t.id))).toHaveLength(5);
    // The bank of the planted company is the bank of the company as generated.
    expect(generateDemoBank(company, 'planted', { anomalies: false })).toEqual(cleanBank);
  });

  it('are all found by the engine, with no other flag on the bank or payments in the last six months', () => {
    const planted = [...plantedAnomalies(company), ...plantedAnomalies(bank)];
    const found = detectAnomalies(demoAnomalyInput(company, bank, { dateFrom: '2026-05-01', dateTo: asOf }));
    for (const truth of planted)
      expect(
        found.some((finding) => isPlantedAnomalyFound(truth, finding)),
        truth.key,
      ).toBe(true);
    // A small company's revenue moves by its own chance too (the bench counts those flags).
    const others = found.filter((finding) => !planted.some((truth) => isPlantedAnomalyFound(truth, finding)));
    expect(others.filter((finding) => finding.area !== 'revenue')).toEqual([]);
  });
});
