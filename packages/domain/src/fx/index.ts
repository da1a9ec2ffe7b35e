export * from './convert';
export * from './default-rate-table';
export * from './ecb-parse';
export * from './rate-table';
