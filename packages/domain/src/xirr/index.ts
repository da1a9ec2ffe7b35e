export * from './xirr';
