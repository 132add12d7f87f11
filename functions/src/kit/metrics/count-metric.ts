import { METRICS, type MetricDimensions, type MetricName } from '@sddp/shared/metrics';
import { invocationMetrics } from './function-metrics';

/** A metric's dimensions besides `service`, as countMetric takes them: none, or one value of each. */
type DimensionArgument<M extends MetricName> = keyof MetricDimensions<M> extends never ? [] : [dimensions: MetricDimensions<M>];

/**
 * Counts one event of the catalogue (shared/src/metrics.ts) for the running invocation's function. A
 * metric without dimensions of its own waits for the flush at the invocation's end, in one line with
 * the others; one with dimensions is a line of its own at once, since an EMF line gives all its metrics
 * the same dimensions. Outside an invocation nothing is counted: there is no function to count for.
 */
export function countMetric<M extends MetricName>(name: M, ...[dimensions]: DimensionArgument<M>): void {
  const metrics = invocationMetrics();
  if (!metrics) return;
  const { unit } = METRICS[name];
  if (!dimensions) {
    metrics.addMetric(name, unit, 1);
    return;
  }
  const line = metrics.singleMetric();
  for (const [dimension, value] of Object.entries(dimensions)) line.addDimension(dimension, String(value));
  line.addMetric(name, unit, 1);
}
