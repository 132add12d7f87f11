import { assignmentsOf, type AssignmentRecord } from '#entities/audit-assignment';
import type { TagRecord } from '#entities/device';

/** The review steps in order: professional review (91), then the owner's final review (90). */
export const REVIEW_STEPS = ['91', '90'] as const;
export type ReviewStep = (typeof REVIEW_STEPS)[number];

/** An assignment covers a tag when one of its main items is the tag's (any, for a tag without one) and lists its class. */
const covers = (assignment: AssignmentRecord, tag: Pick<TagRecord, 'mainItemCode' | 'classCode'>) =>
  assignment.items.some((item) => (tag.mainItemCode === '' || item.code === tag.mainItemCode) && item.codes.includes(tag.classCode));

/**
 * Who reviews the tag first: the accounts whose audit assignment for the project and the contract's
 * contractor covers it, in the first step that has any (docs/decisions/digital-delivery.md "Who reviews a
 * tag"); undefined when no step has one. `after` skips the steps up to and including it.
 */
export async function reviewersOf(
  projectId: number,
  contractorId: number,
  tag: Pick<TagRecord, 'mainItemCode' | 'classCode'>,
  after?: ReviewStep,
): Promise<{ step: ReviewStep; userIds: number[] } | undefined> {
  const steps = after ? REVIEW_STEPS.slice(REVIEW_STEPS.indexOf(after) + 1) : REVIEW_STEPS;
  for (const step of steps) {
    const userIds = (await assignmentsOf(projectId, contractorId, step))
      .filter((assignment) => covers(assignment, tag))
      .map((a) => a.userId);
    if (userIds.length > 0) return { step, userIds: [...new Set(userIds)].sort((a, b) => a - b) };
  }
  return undefined;
}
