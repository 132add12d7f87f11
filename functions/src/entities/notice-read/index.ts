export * from './notice-reads';
