export * from './client';
export * from './connection-loss';
export * from './embedded-upkeep';
export * from './migrate';
export { endSpanAfter } from './query-spans';
export * as schema from './schema/index';
export type { IntegrationStatusColumn, IntegrationSyncProgress } from './schema/integrations';
