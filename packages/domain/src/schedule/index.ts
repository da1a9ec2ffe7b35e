export * from './churn-replacement';
export * from './repayment-schedule';
