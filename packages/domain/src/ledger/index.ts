export * from './accounts';
export * from './entry-builders';
export * from './journal-entry';
export * from './ledger-book';
