export * from './portfolio-flows';
export * from './xirr';
