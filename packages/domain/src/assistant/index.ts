export * from './question-intent';
export * from './question-periods';
