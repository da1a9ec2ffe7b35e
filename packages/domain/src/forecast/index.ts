export * from './accuracy';
export * from './forecast';
export * from './naive';
export * from './seasonality';
export * from './types';
