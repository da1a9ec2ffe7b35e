export * from './accounts';
export * from './identity';
export * from './subscriptions';
export * from './telemetry';
