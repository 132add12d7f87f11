import { AsyncLocalStorage } from 'node:async_hooks';
import { Metrics } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import middy, { type MiddyfiedHandler } from '@middy/core';
import type { Context } from 'aws-lambda';
import { METRICS_NAMESPACE, type MetricService } from '@sddp/shared/metrics';
import { createLogger } from '#kit/logger';

/** How Powertools' warning begins when a flush finds nothing counted: most invocations count nothing. */
const NOTHING_COUNTED = 'No application metrics to publish';

/** Powertools' own notices (a dimension it dropped, say) go to the log like ours, but for that one. */
function powertoolsLogger() {
  const log = createLogger({ component: 'metrics' });
  const text = (content: unknown[]) => content.map(String).join(' ');
  return {
    debug: (...content: unknown[]) => log.debug(text(content)),
    info: (...content: unknown[]) => log.info(text(content)),
    warn: (...content: unknown[]) => {
      if (!text(content).startsWith(NOTHING_COUNTED)) log.warn(text(content));
    },
    error: (...content: unknown[]) => log.error(text(content)),
  };
}

/** One Metrics per function: a Lambda runs one, a test process loads many. */
const functionMetrics = new Map<MetricService, Metrics>();
const invocation = new AsyncLocalStorage<Metrics>();

function metricsOf(service: MetricService): Metrics {
  let metrics = functionMetrics.get(service);
  if (!metrics) {
    metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: service, logger: powertoolsLogger() });
    functionMetrics.set(service, metrics);
  }
  return metrics;
}

/** The Metrics of the function whose invocation is running; none outside one (scripts, the local platform's own code). */
export const invocationMetrics = (): Metrics | undefined => invocation.getStore();

/**
 * A Lambda handler whose invocations count into its function's Metrics (`service`: the function, the
 * default dimension of every metric it publishes). The chain `build` is given starts with Powertools'
 * middy middleware, so the counts are flushed when an invocation ends, returned or thrown, after every
 * other middleware's `after` and `onError` (the error handling counts too).
 */
export function meteredHandler<E, R, C extends Context = Context>(
  service: MetricService,
  build: (chain: MiddyfiedHandler<E, R, Error, C>) => MiddyfiedHandler<E, R, Error, C>,
  plugin?: middy.PluginObject,
): (event: E, context?: C) => Promise<R> {
  const metrics = metricsOf(service);
  const chain = build(middy<E, R, Error, C>(plugin).use(logMetrics(metrics)));
  return (event, context) => invocation.run(metrics, () => chain(event, context as C));
}
