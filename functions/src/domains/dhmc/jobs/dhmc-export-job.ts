import { exportDhmcPeople } from '../routes/export-people';
import type { JobRunner } from '#kit/jobs/job-runner';
import { exportKey } from '#kit/jobs/export-key';

/** The DHMC detail export: the filtered people of one project to an .xlsx in storage (progress: written). */
export const exportDhmcJob: JobRunner<'dhmc.export'> = {
  async run(job, { progress }) {
    const key = exportKey(job.owner.userId, job.id);
    progress({ phase: 'writing' });
    const { rows, fileName } = await exportDhmcPeople(job.input.filter, job.owner.language, key, ({ written, total }) =>
      progress({ phase: 'writing', written, total }),
    );
    return { key, fileName, rows };
  },
};
