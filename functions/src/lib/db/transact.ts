import type { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';

export type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/** The per-item reasons of a cancelled transaction ('None', 'ConditionalCheckFailed', 'TransactionConflict', …). */
export function cancellationCodes(error: unknown): string[] | undefined {
  if ((error as { name?: string } | undefined)?.name !== 'TransactionCanceledException') return undefined;
  const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
  return reasons.map((reason) => reason.Code ?? 'None');
}

/** A conflict another writer caused: worth trying again. */
export function isTransientConflict(error: unknown): boolean {
  const name = (error as { name?: string } | undefined)?.name;
  if (name === 'TransactionConflictException') return true;
  return (cancellationCodes(error) ?? []).includes('TransactionConflict');
}

export const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 5 * 2 ** attempt + Math.random() * 10));
