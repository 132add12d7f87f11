import type { JobRecovery, JobRunner } from '#kit/jobs/job-runner';
import { recountClasses } from '../data/recount';

/** A class's delivery records counted again after its requirements changed (data/recount.ts). */
export const recountJob: JobRunner<'delivery.recount'> = {
  async run(job, { progress }) {
    progress({ phase: 'writing' });
    return { recounted: await recountClasses(job.input.projectId, [job.input.classCode], job.owner.userCode) };
  },
};

/** Repeating a recount changes nothing, so an interrupted one is simply run again. */
export const recoverRecountJob: JobRecovery<'delivery.recount'> = async (job) => ({
  state: 'done',
  result: { recounted: await recountClasses(job.input.projectId, [job.input.classCode], job.owner.userCode) },
});
