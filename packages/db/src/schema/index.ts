export * from './identity';
export * from './telemetry';
