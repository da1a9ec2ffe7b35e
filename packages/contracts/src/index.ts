export * from './accounts';
export * from './analytics';
export * from './csv-import';
export * from './files';
export * from './subscriptions';
export * from './telemetry';
export * from './text';
