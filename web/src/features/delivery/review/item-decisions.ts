import type { TagDelivery } from '@sddp/shared';

/** The reviewer's choice on one item: undecided, approved, or sent back with a reason. */
export interface Decision {
  approved: boolean | undefined;
  comment: string;
}

/** Items with something delivered take a decision; those approved at an earlier review start approved. */
export const initialDecisions = (delivery: TagDelivery): Record<string, Decision> =>
  Object.fromEntries(
    Object.entries(delivery.items)
      .filter(([, item]) => item.state !== 'missing')
      .map(([key, item]) => [key, { approved: item.state === 'approved' ? true : undefined, comment: '' }]),
  );

/** What still stops the decisions from being sent: an item undecided, or sent back without a reason. */
export function decisionProblems(decisions: Record<string, Decision>): Record<string, 'undecided' | 'commentRequired'> {
  const problems: Record<string, 'undecided' | 'commentRequired'> = {};
  for (const [key, decision] of Object.entries(decisions)) {
    if (decision.approved === undefined) problems[key] = 'undecided';
    else if (!decision.approved && decision.comment.trim() === '') problems[key] = 'commentRequired';
  }
  return problems;
}

/** Whether the item changed since the last review (nothing to compare on a first review). */
export function changedSinceReview(delivery: TagDelivery, key: string): boolean {
  const { values, revisions } = delivery.reviewed;
  if (Object.keys(values).length === 0 && Object.keys(revisions).length === 0) return false;
  if (key in delivery.files || key in revisions) return delivery.files[key]?.revision !== revisions[key];
  return (delivery.values[key] ?? '') !== (values[key] ?? '');
}
