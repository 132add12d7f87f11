import type { JobRunner } from '#kit/jobs/job-runner';
import { exportUsers } from '../sheets/user-export';
import { exportKey } from '#kit/jobs/export-key';

/** The user export: the filtered list, as scoped when the job started, streamed to an .xlsx in storage. */
export const exportUsersJob: JobRunner<'user.export'> = {
  async run(job, { progress }) {
    const key = exportKey(job.owner.userId, job.id);
    progress({ phase: 'writing' });
    const { rows, fileName } = await exportUsers({ filter: job.input.filter, language: job.owner.language }, key, ({ written, total }) =>
      progress({ phase: 'writing', written, total }),
    );
    return { key, fileName, rows };
  },
};
