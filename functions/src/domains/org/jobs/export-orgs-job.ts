import { exportJob } from '#kit/spreadsheet/export-job';
import { orgExport } from '../sheets/org-export';

/** The organisation export: the filtered list streamed to an .xlsx in storage (progress: written). */
export const exportOrgsJob = exportJob<'org.export'>((job) => orgExport(job.input.filter, job.owner.language));
