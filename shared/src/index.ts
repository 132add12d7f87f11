export * from './constants';
export * from './roles';
export * from './routes';
export * from './envelope';
export * from './validators';
export * from './entities';
export * from './i18n';
export * from './contract';
