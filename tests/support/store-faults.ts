import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { vi } from 'vitest';
import { db } from '#kit/db/client';

/** An error as the AWS SDK raises it for a failed DynamoDB call: its `name` is the service's error code. */
export const awsError = (name: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(`${name} from the store`), { name, ...extra });

/** From now on every transaction is throttled by the store; every other call goes through (restore with vi.restoreAllMocks). */
export function throttleTransactions(): void {
  const send = db().send.bind(db());
  vi.spyOn(db(), 'send').mockImplementation(((command: unknown) =>
    command instanceof TransactWriteCommand
      ? Promise.reject(awsError('ProvisionedThroughputExceededException'))
      : send(command as never)) as typeof send);
}
