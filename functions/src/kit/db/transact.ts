import type { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { cancellationCodes } from './conditions';

export type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/** A conflict another writer caused: worth trying again. */
export function isTransientConflict(error: unknown): boolean {
  const name = (error as { name?: string } | undefined)?.name;
  if (name === 'TransactionConflictException') return true;
  return (cancellationCodes(error) ?? []).includes('TransactionConflict');
}

export const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 5 * 2 ** attempt + Math.random() * 10));
