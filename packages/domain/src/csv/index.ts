export * from './columns';
export * from './csv-messages';
export * from './csv-write';
export * from './delimiter';
export * from './header-check';
export * from './row-validate';
export * from './subscription-csv';
