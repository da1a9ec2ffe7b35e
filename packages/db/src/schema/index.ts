export * from './accounts';
export * from './analytics';
export * from './identity';
export * from './integrations';
export * from './ledger';
export * from './marketplace';
export * from './subscriptions';
export * from './telemetry';
