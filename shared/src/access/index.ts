export * from './actor';
export * from './user-actions';
export * from './org-changes';
export * from './password-recipients';
export * from './scores';
