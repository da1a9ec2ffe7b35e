export * from './allocate';
export * from './currency';
export * from './decimal-parse';
export * from './money';
export * from './money-format';
export * from './rounding';
