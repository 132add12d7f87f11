import { exportJob } from '#kit/spreadsheet/export-job';
import { dhmcPeopleExport } from '../routes/export-people';

/** The DHMC detail export: the filtered people of one project to an .xlsx in storage (progress: written). */
export const exportDhmcJob = exportJob<'dhmc.export'>((job) => dhmcPeopleExport(job.input.filter, job.owner.language));
