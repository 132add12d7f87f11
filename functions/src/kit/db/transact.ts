import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db } from './client';
import { cancellationCodes, isConditionFailure } from './conditions';

export type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/** A conflict another writer caused: worth trying again. */
export function isTransientConflict(error: unknown): boolean {
  const name = (error as { name?: string } | undefined)?.name;
  if (name === 'TransactionConflictException') return true;
  return (cancellationCodes(error) ?? []).includes('TransactionConflict');
}

export const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 5 * 2 ** attempt + Math.random() * 10));

/**
 * One TransactWriteItems, tried again (with backoff) while only another writer's transaction on the same
 * items cancelled it: writes that share a roll-up item conflict often and are safe to repeat whole. A
 * failed condition is the caller's to answer and is thrown at once.
 */
export async function transactWrite(items: TransactItem[], attempts = 8): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      if (attempt >= attempts - 1 || !isTransientConflict(error) || isConditionFailure(error)) throw error;
      await backoff(attempt);
    }
  }
}
