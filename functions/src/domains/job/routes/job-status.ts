import { formatMessage, IMPORT_LIMITS, jobStatus, type JobStatus, type Language } from '@sddp/shared';
import { route } from '#http/route';
import { notFound } from '#kit/errors';
import type { JobError, JobRecord } from '#kit/jobs/job-record';
import { getJob } from '#kit/jobs/job-store';
import { presignAttachment } from '#kit/s3/objects';

const errorOf = (error: JobError, language: Language) => ({
  code: error.code,
  message: formatMessage(language, error.messageKey, { megabytes: IMPORT_LIMITS.maxBytes / (1024 * 1024), ...error.params }),
});

/** The finished export's link is signed now, for minutes: a status read later gets a fresh one. An import's report is as stored. */
async function resultOf(job: JobRecord): Promise<JobStatus['result']> {
  const result = job.result as Record<string, unknown> | undefined;
  if (result && typeof result.key === 'string' && typeof result.fileName === 'string') {
    return { url: await presignAttachment(result.key, result.fileName), fileName: result.fileName, rows: Number(result.rows) };
  }
  return result as JobStatus['result'];
}

/** Only the account that started a job may read it; anyone else's id answers as an unknown one (404). */
export const jobStatusRoute = route(jobStatus, async ({ input, principal, language }) => {
  const job = await getJob(input.id);
  if (!job || job.owner.userId !== principal.user.id) throw notFound();
  const result = job.state === 'done' ? await resultOf(job) : undefined;
  return {
    id: job.id,
    kind: job.kind,
    state: job.state,
    progress: job.progress,
    ...(result ? { result } : {}),
    ...(job.state === 'failed' && job.error ? { error: errorOf(job.error, language) } : {}),
  } as JobStatus;
});
