export * from './bank-identifiers';
export * from './self-assessment';
export * from './trade-percent';
