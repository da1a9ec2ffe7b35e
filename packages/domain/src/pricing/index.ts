export * from './marketplace-settings';
export * from './price';
export * from './receivable-value';
export * from './target-selection';
export * from './trade-limit';
