import { exportKey } from '#kit/jobs/export-key';
import type { JobRunner } from '#kit/jobs/job-runner';
import { exportOrgs } from '../routes/export-orgs';

/** The organisation export: the filtered list streamed to an .xlsx in storage (progress: written). */
export const exportOrgsJob: JobRunner<'org.export'> = {
  async run(job, { progress }) {
    const key = exportKey(job.owner.userId, job.id);
    progress({ phase: 'writing' });
    const { rows, fileName } = await exportOrgs({ filter: job.input.filter, language: job.owner.language }, key, ({ written, total }) =>
      progress({ phase: 'writing', written, total }),
    );
    return { key, fileName, rows };
  },
};
