import type { JobRunner } from '../../lib/jobs/job-runner';
import { exportUsers } from '../../lib/spreadsheet/user-export';
import { exportKey } from '../../lib/jobs/export-key';

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
