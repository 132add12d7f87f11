export * from './user';
export * from './project';
export * from './org';
export * from './audit';
