export { AuditPermissionDialog, type AuditPermissionDialogProps } from './dialog/audit-permission-dialog';
export { AuditMatrixPage } from './matrix/audit-matrix-page';
export { auditMatrixSearchSchema, type AuditMatrixSearch } from './matrix/audit-matrix-search';
export { BreakdownPage } from './breakdown/breakdown-page';
export { breakdownSearchSchema, type BreakdownSearch } from './breakdown/breakdown-search';
