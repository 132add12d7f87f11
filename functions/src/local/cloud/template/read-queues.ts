import type { createResolver, StackTemplate } from './intrinsics';

/** An SQS queue of the template, as the local stand-in of SQS keeps it. */
export interface LocalQueue {
  /** Its construct path, e.g. `sddp-local-api/FailedInvocations/Queue`. */
  label: string;
  name: string;
  arn: string;
  /** As `Ref` resolves it: `https://sqs.<region>.amazonaws.com/<account>/<name>`. */
  url: string;
  /** How long a received message stays hidden from other receivers. */
  visibilityTimeoutSeconds: number;
  /** How long a message is kept before SQS drops it. */
  retentionSeconds: number;
  /** How long a new message waits before it can be received. */
  delaySeconds: number;
}

/** SQS's defaults for properties a template leaves out. */
const DEFAULTS = { VisibilityTimeout: 30, MessageRetentionPeriod: 345_600, DelaySeconds: 0 } as const;

/**
 * Every standard queue of the stack. A FIFO queue or a queue's own redrive policy would behave differently
 * from what the local stand-in does, so either fails the start rather than being run as something else.
 */
export function readQueues(stack: StackTemplate, resolver: ReturnType<typeof createResolver>): LocalQueue[] {
  return Object.entries(stack.template.Resources ?? {})
    .filter(([, resource]) => resource.Type === 'AWS::SQS::Queue')
    .map(([logicalId, resource]) => {
      const path = String(resource.Metadata?.['aws:cdk:path'] ?? `${stack.stackName}/${logicalId}`);
      const label = path.replace(/\/Resource$/, '');
      const properties = resolver.resolve(stack.stackName, resource.Properties ?? {}) as Record<string, unknown>;
      if (properties.FifoQueue === true || properties.FifoQueue === 'true')
        throw new Error(`${label}: a FIFO queue, which the local platform's SQS stand-in does not model`);
      if (properties.RedrivePolicy !== undefined)
        throw new Error(`${label}: a queue with a redrive policy, which the local platform's SQS stand-in does not model`);
      const seconds = (name: keyof typeof DEFAULTS) => Number(properties[name] ?? DEFAULTS[name]);
      return {
        label,
        name: resolver.physicalName(stack.stackName, logicalId),
        arn: resolver.arnOf(stack.stackName, logicalId),
        url: String(resolver.resolve(stack.stackName, { Ref: logicalId })),
        visibilityTimeoutSeconds: seconds('VisibilityTimeout'),
        retentionSeconds: seconds('MessageRetentionPeriod'),
        delaySeconds: seconds('DelaySeconds'),
      };
    });
}
