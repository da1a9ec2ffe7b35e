export * from './accounts';
export * from './analytics';
export * from './csv-import';
export * from './files';
export * from './marketplace';
export * from './subscriptions';
export * from './telemetry';
export * from './text';
