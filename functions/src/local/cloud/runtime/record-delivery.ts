import type { SQSClient } from '@aws-sdk/client-sqs';
import type { LocalFunction, LocalQueue } from '../template/read-deployment';
import type { DestinationRecord } from './destination-record';

export interface RecordDeliveryOptions {
  /** The local cloud gateway, where the call is authorised against the function's role like any other. */
  endpoint: string;
  region: string;
  queues: readonly LocalQueue[];
  credentialsOf(functionName: string): { accessKeyId: string; secretAccessKey: string };
}

/**
 * Lambda's delivery of a destination record: SendMessage to the queue, signed as the function's role
 * (so a role without sqs:SendMessage on it is refused, as on AWS). The SQS client loads on the first
 * record, which most starts never send.
 */
export function recordDelivery(options: RecordDeliveryOptions) {
  const clients = new Map<string, Promise<SQSClient>>();
  const clientOf = (functionName: string) => {
    let client = clients.get(functionName);
    if (!client) {
      client = import('@aws-sdk/client-sqs').then(
        ({ SQSClient }) =>
          new SQSClient({
            endpoint: options.endpoint,
            region: options.region,
            credentials: options.credentialsOf(functionName),
            maxAttempts: 1,
          }),
      );
      clients.set(functionName, client);
    }
    return client;
  };
  return {
    deliver: async (fn: LocalFunction, destinationArn: string, record: DestinationRecord): Promise<void> => {
      const queue = options.queues.find((candidate) => candidate.arn === destinationArn);
      if (!queue) throw new Error(`${destinationArn} is no queue of the template`);
      const [client, { SendMessageCommand }] = await Promise.all([clientOf(fn.name), import('@aws-sdk/client-sqs')]);
      await client.send(new SendMessageCommand({ QueueUrl: queue.url, MessageBody: JSON.stringify(record) }));
    },
    close: async () => {
      for (const client of await Promise.all(clients.values())) client.destroy();
      clients.clear();
    },
  };
}
