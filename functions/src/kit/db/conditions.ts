/** The per-item reasons of a cancelled transaction ('None', 'ConditionalCheckFailed', 'TransactionConflict', …). */
export function cancellationCodes(error: unknown): string[] | undefined {
  if ((error as { name?: string } | undefined)?.name !== 'TransactionCanceledException') return undefined;
  const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
  return reasons.map((reason) => reason.Code ?? 'None');
}

/** A failed ConditionExpression, alone or inside a cancelled transaction. */
export function isConditionFailure(error: unknown): boolean {
  if ((error as { name?: string } | undefined)?.name === 'ConditionalCheckFailedException') return true;
  return (cancellationCodes(error) ?? []).includes('ConditionalCheckFailed');
}
