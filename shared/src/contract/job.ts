import * as z from 'zod/mini';
import { auditImportReportSchema } from '../entities/audit';
import { importReportSchema } from '../entities/org';
import { defineEndpoint } from './endpoint';

/** What a background job does; each kind has its runner in the spreadsheet worker. */
export const JOB_KINDS = [
  'org.import',
  'org.export',
  'user.export',
  'audit.matrixExport',
  'audit.matrixImport',
  'audit.breakdownImport',
  'user.import',
  'log.export',
  'dhmc.import',
  'dhmc.export',
  'device.contractImport',
  'delivery.workbookExport',
  'delivery.workbookImport',
  'delivery.recount',
  'delivery.reviewQueueExport',
  'delivery.requirementsExport',
  'delivery.requirementsImport',
] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** The step a running job is at: rows read from the file, rows checked, rows written (to the table or a file). */
export const JOB_PHASES = ['starting', 'reading', 'checking', 'writing'] as const;
export type JobPhase = (typeof JOB_PHASES)[number];

/** How often the browser asks for a job's progress while it is queued or running. */
export const JOB_POLL_MS = 600;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A job id as the server issues it: a UUID, nothing longer. */
export const jobId = z
  .string({ error: 'validation.invalid' })
  .check(z.trim(), z.length(36, { error: 'validation.invalid' }), z.regex(UUID_PATTERN, { error: 'validation.invalid' }));

/** What starting a job answers: poll `/job/status` with it. */
export const jobStarted = z.object({ jobId: z.string() });

export const jobProgressSchema = z.object({
  phase: z.enum(JOB_PHASES),
  /** Rows the current phase works through (0 while unknown). */
  total: z.number(),
  read: z.number(),
  checked: z.number(),
  written: z.number(),
});
export type JobProgress = z.infer<typeof jobProgressSchema>;

/** A finished export: a short-lived link (presigned when the status is read) to the workbook. */
export const exportResultSchema = z.object({ url: z.string(), fileName: z.string(), rows: z.number() });
export type ExportResult = z.infer<typeof exportResultSchema>;

/** Why a job failed, in the reader's language, with the code the same call would have answered. */
export const jobErrorSchema = z.object({ code: z.number(), message: z.string() });

const jobBase = z.object({ id: z.string(), state: z.enum(JOB_STATES), progress: jobProgressSchema, error: z.optional(jobErrorSchema) });

/** An account the user import created: its row of the file (absent when a recovery completed the job), login, name, where its password went ('' nowhere). */
export const importedAccountSchema = z.object({
  row: z.optional(z.number()),
  userCode: z.string(),
  linkman: z.string(),
  orgName: z.string(),
  mailedTo: z.string(),
});
export type ImportedAccount = z.infer<typeof importedAccountSchema>;

/** The user import's report: the supplier import's, and the accounts it created (the first IMPORT_LIMITS.maxProblems listed, the rest counted). */
export const userImportReportSchema = z.extend(importReportSchema, {
  accounts: z.array(importedAccountSchema),
  moreAccounts: z.number(),
});
export type UserImportReport = z.infer<typeof userImportReportSchema>;

/** What each kind of job answers once done: an export its link, an import its report. */
const JOB_RESULTS = {
  'org.import': importReportSchema,
  'org.export': exportResultSchema,
  'user.export': exportResultSchema,
  'audit.matrixExport': exportResultSchema,
  'audit.matrixImport': auditImportReportSchema,
  'audit.breakdownImport': auditImportReportSchema,
  'user.import': userImportReportSchema,
  'log.export': exportResultSchema,
  'dhmc.import': userImportReportSchema,
  'dhmc.export': exportResultSchema,
  'device.contractImport': auditImportReportSchema,
  'delivery.workbookExport': exportResultSchema,
  'delivery.workbookImport': auditImportReportSchema,
  'delivery.recount': z.object({ recounted: z.number() }),
  'delivery.reviewQueueExport': exportResultSchema,
  'delivery.requirementsExport': exportResultSchema,
  'delivery.requirementsImport': auditImportReportSchema,
} satisfies Record<JobKind, z.ZodMiniType>;

/** A job's status, by kind: `status.kind === 'org.import' && status.result` is that kind's report. */
export type JobStatus = {
  [K in JobKind]: z.infer<typeof jobBase> & { kind: K; result?: z.infer<(typeof JOB_RESULTS)[K]> };
}[JobKind];

export const jobStatusSchema = z.discriminatedUnion(
  'kind',
  JOB_KINDS.map((kind) => z.extend(jobBase, { kind: z.literal(kind), result: z.optional(JOB_RESULTS[kind]) })) as unknown as [
    ReturnType<typeof z.object>,
  ],
) as unknown as z.ZodMiniType<JobStatus>;

/** GET /job/status: a job's progress and, once done, its result; only the account that started it may read it. */
export const jobStatus = defineEndpoint({
  id: 'job.status',
  domain: 'job',
  method: 'GET',
  path: '/job/status',
  input: z.object({ id: jobId }),
  output: jobStatusSchema,
  access: 'session',
});

export const JOB_ENDPOINTS = [jobStatus];
