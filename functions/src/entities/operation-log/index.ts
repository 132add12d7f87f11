export * from './import-log';
export * from './log-dims';
export * from './log-text';
export * from './logs';
