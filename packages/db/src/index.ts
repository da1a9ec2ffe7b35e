export * from './client';
export * from './connection-loss';
export * from './migrate';
export * as schema from './schema/index';
