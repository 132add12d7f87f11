import type * as z from 'zod/mini';
import type { AuditImportReport, ImportReport, LogFilterInput, orgExportInput, UserImportReport } from '@sddp/shared';
import type { UserFilter as UserExportFilter } from '#entities/user';

/** What each kind of job is started with. */
export interface JobInputs {
  'org.import': { key: string };
  'org.export': { filter: z.output<typeof orgExportInput> };
  /** The list's filters as scoped for the caller when it started (user-list-query.ts UserFilter). */
  'user.export': { filter: UserExportFilter };
  /** The matrix's filters; orgId is the caller's organisation, absent for the administrator (every assignment). */
  'audit.matrixExport': { filter: { linkman: string; userCode: string }; orgId?: number };
  'audit.matrixImport': { key: string; orgId?: number };
  'audit.breakdownImport': { key: string; projectId: number };
  'user.import': { key: string };
  'log.export': { filter: LogFilterInput };
  'device.contractImport': { key: string };
  /** The project the people join; `key` the uploaded workbook under audit/dhmc/<uploader>/. */
  'dhmc.import': { key: string; projectId: number };
  'dhmc.export': { filter: { projectId: number; linkman: string; userCode: string } };
  /** The contract whose tags the workbook holds; orgId the supplier the starter belonged to then. */
  'delivery.workbookExport': { contractId: number; orgId: number };
  'delivery.workbookImport': { key: string; contractId: number; orgId: number };
  /** A class whose requirements changed: its delivery records are counted again. */
  'delivery.recount': { projectId: number; classCode: string };
  /** The starter's own queue (the job's owner). */
  'delivery.reviewQueueExport': Record<string, never>;
  /** The project whose class requirements the workbook holds; `key` the uploaded workbook under audit/delivery/requirements/<uploader>/. */
  'delivery.requirementsExport': { projectId: number };
  'delivery.requirementsImport': { key: string; projectId: number };
}

/** What an export keeps when done: its object key (the link is signed when the status is read), the download's name, its rows. */
export interface ExportResult {
  key: string;
  fileName: string;
  rows: number;
}

/** What each kind stores when done. */
export interface JobResults {
  'org.import': ImportReport;
  'org.export': ExportResult;
  'user.export': ExportResult;
  'audit.matrixExport': ExportResult;
  'audit.matrixImport': AuditImportReport;
  'audit.breakdownImport': AuditImportReport;
  'user.import': ImportReport;
  'log.export': ExportResult;
  'device.contractImport': AuditImportReport;
  'dhmc.import': UserImportReport;
  'dhmc.export': ExportResult;
  'delivery.workbookExport': ExportResult;
  'delivery.workbookImport': AuditImportReport;
  'delivery.recount': { recounted: number };
  'delivery.reviewQueueExport': ExportResult;
  'delivery.requirementsExport': ExportResult;
  'delivery.requirementsImport': AuditImportReport;
}

/** The kinds of job that write an export. */
export type ExportKind = { [K in keyof JobResults]: JobResults[K] extends ExportResult ? K : never }[keyof JobResults];
