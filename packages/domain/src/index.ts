/**
 * @tranche/domain: pure rules shared by the API and the web app, no I/O.
 * Import from the root; `@tranche/domain/<module>/index` reaches one module alone.
 */

export * from './accounts/index';
export * from './anomalies/index';
export * from './assistant/index';
export * from './categorise/index';
export * from './csv/index';
export * from './dates/calendar';
export * from './demo/index';
export * from './discover/index';
export * from './fx/index';
export * from './geo/countries';
export * from './kpi/index';
export * from './ledger/index';
export * from './money/index';
export * from './pricing/index';
export * from './rating/index';
export * from './retry/index';
export * from './schedule/index';
export * from './strategies/index';
export * from './subscriptions/index';
export * from './xirr/index';
