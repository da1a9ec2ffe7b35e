// `npm run bench`: the detection engine on demo companies with their planted anomalies (the ground
// truth of demo-anomalies.ts) — precision and recall per area and overall — and on the same
// companies without them (every flag there is a false alarm), with the time each run takes.
import { performance } from 'node:perf_hooks';
import { addMonths } from '../dates/calendar';
import { isPlantedAnomalyFound, plantedAnomalies } from '../demo/demo-anomalies';
import { generateDemoBank } from '../demo/demo-bank';
import { generateDemoCompany } from '../demo/demo-company';
import { ANOMALY_AREAS, type Anomaly } from './anomaly-types';
import { demoAnomalyInput } from './demo-anomaly-input';
import { detectAnomalies } from './detect-anomalies';

const asOf = '2026-11-20';
const dateFrom = addMonths(`${asOf.slice(0, 7)}-01`, -6);
const window = { dateFrom, dateTo: asOf };
const companies = [
  { seed: 'tranche-demo', customers: 2_000, months: 36 },
  { seed: 'sandbox-a', customers: 400, months: 24 },
  { seed: 'sandbox-b', customers: 400, months: 24 },
  { seed: 'sandbox-c', customers: 1_000, months: 30 },
];

const pct = (n: number, d: number) => (d === 0 ? '   n/a' : `${((100 * n) / d).toFixed(1).padStart(5)} %`);
const totals = new Map<
  string,
  { truths: number; found: number; flags: number; right: number; clean: number }
>();
const add = (area: string, key: 'truths' | 'found' | 'flags' | 'right' | 'clean', n: number) => {
  for (const name of [area, 'overall']) {
    const entry = totals.get(name) ?? { truths: 0, found: 0, flags: 0, right: 0, clean: 0 };
    entry[key] += n;
    totals.set(name, entry);
  }
};

console.log(`window ${dateFrom} … ${asOf}`);
for (const spec of companies) {
  const company = generateDemoCompany({ asOf, ...spec });
  const bank = generateDemoBank(company, spec.seed);
  const truths = [...plantedAnomalies(company), ...plantedAnomalies(bank)];
  const clean = generateDemoCompany({ asOf, ...spec, anomalies: false });
  const cleanBank = generateDemoBank(clean, spec.seed, { anomalies: false });

  const started = performance.now();
  const flags = detectAnomalies(demoAnomalyInput(company, bank, window));
  const took = performance.now() - started;
  const cleanStarted = performance.now();
  const falseAlarms = detectAnomalies(demoAnomalyInput(clean, cleanBank, window));
  const cleanTook = performance.now() - cleanStarted;

  const matches = (flag: Anomaly) => truths.some((truth) => isPlantedAnomalyFound(truth, flag));
  console.log(
    `\n${spec.seed} (${spec.customers} customers, ${spec.months} months, ${bank.transactions.length} bank rows): ` +
      `${truths.length} planted, ${flags.length} flags in ${took.toFixed(0)} ms; ` +
      `without plants ${falseAlarms.length} flags in ${cleanTook.toFixed(0)} ms`,
  );
  for (const truth of truths) {
    const hit = flags.find((flag) => isPlantedAnomalyFound(truth, flag));
    console.log(
      `  ${hit ? 'found ' : 'MISSED'} ${truth.area.padEnd(8)} ${truth.key.padEnd(24)} ${truth.what}${hit ? ` (score ${hit.score})` : ''}`,
    );
  }
  for (const flag of flags.filter((f) => !matches(f)))
    console.log(
      `  extra  ${flag.area.padEnd(8)} ${flag.kind.padEnd(24)} ${flag.day} ${flag.subject} (score ${flag.score})`,
    );
  for (const area of ANOMALY_AREAS) {
    const areaTruths = truths.filter((truth) => truth.area === area);
    const areaFlags = flags.filter((flag) => flag.area === area);
    add(area, 'truths', areaTruths.length);
    add(
      area,
      'found',
      areaTruths.filter((truth) => flags.some((flag) => isPlantedAnomalyFound(truth, flag))).length,
    );
    add(area, 'flags', areaFlags.length);
    add(area, 'right', areaFlags.filter(matches).length);
    add(area, 'clean', falseAlarms.filter((flag) => flag.area === area).length);
  }
}

console.log('\narea       planted  recall     flags  precision  flags without plants (false alarms)');
for (const area of [...ANOMALY_AREAS, 'overall']) {
  const t = totals.get(area)!;
  console.log(
    `${area.padEnd(10)} ${String(t.truths).padStart(7)}  ${pct(t.found, t.truths)}  ${String(t.flags).padStart(6)}  ${pct(t.right, t.flags)}     ${t.clean}`,
  );
}
