export * from './accounts';
export * from './analytics';
export * from './identity';
export * from './subscriptions';
export * from './telemetry';
