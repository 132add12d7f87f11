/** A failed ConditionExpression, alone or inside a cancelled transaction. */
export function isConditionFailure(error: unknown): boolean {
  const name = (error as { name?: string } | undefined)?.name;
  if (name === 'ConditionalCheckFailedException') return true;
  if (name !== 'TransactionCanceledException') return false;
  const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
  return reasons.some((reason) => reason.Code === 'ConditionalCheckFailed');
}
