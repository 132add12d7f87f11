export { AuditPermissionDialog } from './dialog/audit-permission-dialog';
export { AuditMatrixPage } from './matrix/audit-matrix-page';
export { auditMatrixSearchSchema } from './matrix/audit-matrix-search';
export { BreakdownPage } from './breakdown/breakdown-page';
export { breakdownSearchSchema } from './breakdown/breakdown-search';
