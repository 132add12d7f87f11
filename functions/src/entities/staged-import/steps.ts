/**
 * The points of a supplier import and of its recovery, in order. Production code passes no hooks;
 * the crash tests stop the process at each point (tests/support/import-crash.ts).
 */
export type ImportStep =
  'locked' | 'manifestWritten' | 'staged' | 'writing' | 'committed' | 'published' | 'ended' | 'rollingBack' | 'lanesStopped' | 'deleted';

export interface ImportHooks {
  onStep?: (step: ImportStep) => void | Promise<void>;
}

export const reached = async (hooks: ImportHooks | undefined, step: ImportStep) => {
  await hooks?.onStep?.(step);
};
