export * from './import-log';
export * from './log-dims';
export * from './logs';
