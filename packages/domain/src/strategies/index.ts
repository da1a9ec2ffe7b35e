export * from './auto-bid';
export * from './company-category';
export * from './potential';
export * from './strategy-match';
