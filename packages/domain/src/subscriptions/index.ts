export * from './mrr';
export * from './subscription-enums';
export * from './subscription-input';
export * from './subscription-rules';
