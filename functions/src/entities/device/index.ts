export * from './device-contracts';
export * from './device-import-kind';
export * from './device-records';
export * from './device-tags';
