// How long generating the demo company takes (it runs when the demo accounts are seeded at start).
import { generateDemoCompany } from './demo-company';

const asOf = '2026-11-01';
generateDemoCompany({ seed: 'warm-up', asOf });
const runs: number[] = [];
for (let i = 0; i < 10; i++) {
  const started = performance.now();
  const demo = generateDemoCompany({ seed: i, asOf });
  runs.push(performance.now() - started);
  if (i === 0) {
    console.log(
      `${demo.customers.length} customers, ${demo.subscriptions.length} subscriptions, ${demo.payments.length} payments`,
    );
  }
}
runs.sort((a, b) => a - b);
console.log(
  `demo company generation: median ${runs[5]!.toFixed(0)} ms, max ${runs[9]!.toFixed(0)} ms (target < 200 ms)`,
);
