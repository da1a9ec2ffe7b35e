export * from './churn-replacement';
export * from './collections-forecast';
export * from './repayment-schedule';
