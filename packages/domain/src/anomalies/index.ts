export * from './anomaly-id';
export * from './anomaly-types';
export * from './bank-anomalies';
export * from './detect-anomalies';
export * from './payment-anomalies';
export * from './revenue-anomalies';
export { decomposeMonthly, MAD_SCALE, robustScale, robustZ } from './robust-stats';
