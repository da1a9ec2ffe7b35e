export { PLAN_TIERS, type PlanTier, periodPriceMinor, vatPercentFor } from './catalog';
export * from './demo-accounting';
export * from './demo-bank';
export { type DemoOptions, generateDemoCompany } from './demo-company';
export * from './demo-history';
export * from './demo-types';
export { toImportCsv } from './import-csv';
export { createRng, type Rng } from './prng';
