export * from './audit-assignments';
