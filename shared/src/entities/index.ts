export * from './user';
export * from './project';
