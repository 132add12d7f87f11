import type { createResolver, StackTemplate } from './intrinsics';

/** How Lambda treats a function's asynchronous events (`AWS::Lambda::EventInvokeConfig`) for one qualifier. */
export interface LocalEventInvokeConfig {
  /** `$LATEST`, a version or an alias: the invocations of that qualifier follow it. */
  qualifier: string;
  /** Times Lambda runs a failed event again (0–2). */
  maximumRetryAttempts: number;
  /** How old an event may get before Lambda gives up on it. */
  maximumEventAgeSeconds: number;
  /** The destination ARNs of the records Lambda sends after an event. */
  onSuccess?: string;
  onFailure?: string;
}

/** Lambda's own settings for a function without an EventInvokeConfig, or for what one leaves out. */
export const LAMBDA_ASYNC_DEFAULTS = { maximumRetryAttempts: 2, maximumEventAgeSeconds: 21_600 } as const;

interface EventInvokeConfigProperties {
  FunctionName: string;
  Qualifier: string;
  MaximumRetryAttempts?: number;
  MaximumEventAgeInSeconds?: number;
  DestinationConfig?: { OnSuccess?: { Destination: string }; OnFailure?: { Destination: string } };
}

/**
 * The stack's EventInvokeConfigs by the name of their function. Only SQS destinations are delivered
 * locally (by the function's role, to the SQS stand-in); any other kind fails the start.
 */
export function readEventInvokeConfigs(
  stack: StackTemplate,
  resolver: ReturnType<typeof createResolver>,
): Map<string, LocalEventInvokeConfig[]> {
  const byFunction = new Map<string, LocalEventInvokeConfig[]>();
  for (const [logicalId, resource] of Object.entries(stack.template.Resources ?? {})) {
    if (resource.Type !== 'AWS::Lambda::EventInvokeConfig') continue;
    const properties = resolver.resolve(stack.stackName, resource.Properties) as EventInvokeConfigProperties;
    const onSuccess = properties.DestinationConfig?.OnSuccess?.Destination;
    const onFailure = properties.DestinationConfig?.OnFailure?.Destination;
    for (const destination of [onSuccess, onFailure]) {
      if (destination !== undefined && !/^arn:[^:]+:sqs:/.test(destination))
        throw new Error(
          `${stack.stackName}/${logicalId}: destination ${destination} is not an SQS queue, the only destination the local platform delivers to`,
        );
    }
    // FunctionName may be a name, an ARN or a partial ARN; the function's name is the part after `function:`.
    const name = /(?:^|:function:)([^:]+)(?::[^:]+)?$/.exec(properties.FunctionName)?.[1] ?? properties.FunctionName;
    const configs = byFunction.get(name) ?? [];
    configs.push({
      qualifier: properties.Qualifier,
      maximumRetryAttempts: properties.MaximumRetryAttempts ?? LAMBDA_ASYNC_DEFAULTS.maximumRetryAttempts,
      maximumEventAgeSeconds: properties.MaximumEventAgeInSeconds ?? LAMBDA_ASYNC_DEFAULTS.maximumEventAgeSeconds,
      ...(onSuccess === undefined ? {} : { onSuccess }),
      ...(onFailure === undefined ? {} : { onFailure }),
    });
    byFunction.set(name, configs);
  }
  return byFunction;
}
