/**
 * The user export in a process of its own, as the spreadsheet worker runs the job cold: bundled by
 * esbuild like a Lambda (bench/user-bench.ts bundles it), run by plain Node, calling the job's own
 * runner (exportUsersJob) on a job record with the list's filters. argv: the job id, the filter as
 * JSON. Prints one JSON line: times, memory, rows, the file's key. The peak is VmHWM, the process's
 * own high-water mark (see export-child.ts for why not ru_maxrss).
 */
import type { JobProgress } from '@sddp/shared';
import { exportUsersJob } from '#domains/user/jobs/export-users-job';
import type { JobRecordOf } from '#kit/jobs/job-record';
import { createLogger } from '#kit/logger';
import { childMemory } from './child-memory';

const [jobId, filterJson] = process.argv.slice(2);
const memory = childMemory();
const job = {
  id: jobId!,
  kind: 'user.export',
  state: 'running',
  progress: { phase: 'starting', total: 0, read: 0, checked: 0, written: 0 },
  owner: { userId: 1, userCode: 'benchadmin', orgName: '业主', linkman: '系统管理员', language: 'zh', requestId: jobId!, reqUrl: '' },
  input: { filter: JSON.parse(filterJson ?? '{}') as JobRecordOf<'user.export'>['input']['filter'] },
  createdAt: new Date().toISOString(),
  heartbeatAt: Date.now(),
} satisfies JobRecordOf<'user.export'>;

const started = performance.now();
let progressCalls = 0;
/** The first report with rows written: the first page read (the catalogues loaded) and written. */
let firstWrittenMs: number | undefined;
const result = await exportUsersJob.run(job, {
  progress: (progress: Partial<JobProgress>) => {
    progressCalls += 1;
    if (progress.written) firstWrittenMs ??= performance.now() - started;
  },
  flush: async () => undefined,
  logger: createLogger({ bench: 'user-export' }),
});
const ms = performance.now() - started;
process.stdout.write(
  `${JSON.stringify({
    mode: 'users',
    rows: result.rows,
    key: result.key,
    fileName: result.fileName,
    ms: Math.round(ms),
    firstProgressMs: Math.round(firstWrittenMs ?? 0),
    progressCalls,
    ...memory.stop(),
  })}\n`,
);
