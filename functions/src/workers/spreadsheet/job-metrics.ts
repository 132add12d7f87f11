import type { JobKind } from '@sddp/shared';
import type { MetricDimensions } from '@sddp/shared/metrics';
import { countMetric } from '#kit/metrics/count-metric';

type JobOutcome = MetricDimensions<'JobsFinished'>['outcome'];

/** Counts a job's end (JobsFinished), and, when the fault was ours or the platform's, a crash (JobsCrashed). */
export function countJobEnd(kind: JobKind, outcome: JobOutcome): void {
  countMetric('JobsFinished', { kind, outcome });
  if (outcome === 'crashed' || outcome === 'interrupted') countMetric('JobsCrashed');
}

/** A done import whose file was refused row by row (its report's status); exports have no status. */
export const isRejectedImport = (result: unknown): boolean =>
  typeof result === 'object' && result !== null && (result as { status?: unknown }).status === 'rejected';
