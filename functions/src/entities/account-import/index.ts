export * from './account-workbook-import';
export * from './bulk-temporary-passwords';
export * from './user-import';
export * from './user-import-accounts';
export * from './user-import-recovery';
