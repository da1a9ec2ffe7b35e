export * from './bank-identifiers';
export * from './self-assessment';
export * from './trade-percent';
export * from './vat-number';
export * from './website';
