/**
 * The spreadsheet worker as the local platform runs it: a child process of its own, like a Lambda
 * container, reached over IPC (spreadsheet-worker-process.ts). Nothing is imported statically, so the
 * message listener is in place before the worker's code loads; jobs that arrive meanwhile wait.
 */
export type WorkerMessage = { type: 'job'; jobId: string };
export type WorkerReply = { type: 'ready' } | { type: 'settled'; jobId: string; outcome: string };

const send = (reply: WorkerReply) => process.send?.(reply);
const waiting: string[] = [];
/** Set once the worker has loaded and recovered; until then jobs wait. */
const worker: { run?: (jobId: string) => void } = {};

process.on('message', (message: WorkerMessage) => {
  if (message?.type !== 'job') return;
  if (worker.run) worker.run(message.jobId);
  else waiting.push(message.jobId);
});
// The platform is gone (stopped, or killed): a worker without it has nobody to answer.
process.on('disconnect', () => process.exit(0));

const [{ handler }, { recoverInterruptedJobs }, { JOB_RECOVERIES }] = await Promise.all([
  import('../workers/spreadsheet/handler'),
  import('../lib/jobs/recover-jobs'),
  import('../workers/spreadsheet/job-recoveries'),
]);
// The only worker of this platform is starting: whatever is still running was left by one that died.
await recoverInterruptedJobs(JOB_RECOVERIES, { runningStaleMs: 0 });

worker.run = (jobId) => {
  handler({ jobId })
    .then((answer) => send({ type: 'settled', jobId, outcome: answer.job ?? 'skipped' }))
    .catch((error: unknown) => {
      console.error(
        JSON.stringify({ level: 'error', time: new Date().toISOString(), message: 'worker failed', jobId, error: String(error) }),
      );
      send({ type: 'settled', jobId, outcome: 'error' });
    });
};
send({ type: 'ready' });
for (const jobId of waiting.splice(0)) worker.run(jobId);
