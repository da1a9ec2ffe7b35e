export * from './grades';
export * from './rating-inputs';
export * from './rating-override';
export * from './rating-settings';
export * from './scorecard';
