import { exportJob } from '#kit/spreadsheet/export-job';
import { userExport } from '../sheets/user-export';

/** The user export: the filtered list, as scoped when the job started, streamed to an .xlsx in storage. */
export const exportUsersJob = exportJob<'user.export'>((job) => userExport(job.input.filter, job.owner.language));
