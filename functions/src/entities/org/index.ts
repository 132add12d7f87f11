export * from './org-by-name';
export * from './org-list-copy';
export * from './org-listing';
export * from './org-record';
export * from './orgs';
export * from './primary-accounts';
