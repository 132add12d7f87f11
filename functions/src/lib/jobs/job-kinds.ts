import type { ImportReport, JobKind, orgExportInput } from '@sddp/shared';
import type { z } from 'zod';

/** What each kind of job is started with. */
export interface JobInputs {
  'org.import': { key: string };
  'org.export': { filter: z.output<typeof orgExportInput> };
}

/** What each kind stores when done: an export keeps its object key, and the link is signed when the status is read. */
export interface JobResults {
  'org.import': ImportReport;
  'org.export': { key: string; fileName: string; rows: number };
}

export type { JobKind };
