import type { MetricService } from '@sddp/shared/metrics';
import { countMetric } from './count-metric';
import { meteredHandler } from './function-metrics';

/**
 * The handler of a function no request waits for (the spreadsheet worker, a scheduled job): its counts
 * flush as every function's do, and an invocation that throws is counted (InvocationFailures) as it
 * fails. Lambda's timeout stays the only one: middy's earlier one would end the invocation while its
 * work went on in the sandbox, to resume at the next invocation.
 */
export function backgroundHandler<E = void, R = unknown>(service: MetricService, run: (event: E) => Promise<R>) {
  return meteredHandler<E, R>(service, (chain) => chain.use({ onError: () => countMetric('InvocationFailures') }).handler(run), {
    timeoutEarlyInMillis: 0,
  });
}
