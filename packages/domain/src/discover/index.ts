export * from './billing-schedule';
export * from './categories';
export * from './category-totals';
export * from './payment-grid';
export * from './periods';
export * from './pivot';
export * from './pnl';
