import { completeness, requiredItemCount } from '@sddp/shared';
import { listClassRequirements } from './class-requirements';
import { classifiedTagsOf, requiredOf, type Rollup } from './delivery-rollups';

/** What each class of a project requires now, as a count of required items (one Query of the project's classes). */
export async function requiredPerClassOf(projectId: number): Promise<Map<string, number>> {
  const stored = await listClassRequirements(projectId);
  return new Map(stored.map((record) => [record.classCode, requiredItemCount(record)]));
}

/** A roll-up's numbers as the dashboards and reports show them. */
export interface RollupSummary {
  classifiedTags: number;
  counts: { required: number; delivered: number; approved: number; rejected: number };
  /** Approved of required items, percent rounded down; null while nothing is required. */
  completeness: number | null;
  submittedTags: number;
  approvedTags: number;
  everSubmittedTags: number;
  onTimeTags: number;
  /** Of the tags ever submitted, the share first submitted by their contract's due date; null before any. */
  onTimeShare: number | null;
}

/** Percent rounded down, as `completeness` rounds; null without a whole. */
export const shareOf = (part: number, whole: number): number | null => (whole > 0 ? Math.floor((100 * part) / whole) : null);

/** Sums roll-ups read from one or more projects, each with its own project's requirements. */
export function summariseRollups(parts: ReadonlyArray<{ rollup: Rollup; requiredPerClass: ReadonlyMap<string, number> }>): RollupSummary {
  const sum = { classifiedTags: 0, required: 0, delivered: 0, approved: 0, rejected: 0 };
  const tags = { submittedTags: 0, approvedTags: 0, everSubmittedTags: 0, onTimeTags: 0 };
  for (const { rollup, requiredPerClass } of parts) {
    sum.classifiedTags += classifiedTagsOf(rollup);
    sum.required += requiredOf(rollup, requiredPerClass);
    sum.delivered += rollup.delivered;
    sum.approved += rollup.approved;
    sum.rejected += rollup.rejected;
    for (const key of Object.keys(tags) as Array<keyof typeof tags>) tags[key] += rollup[key];
  }
  const counts = { required: sum.required, delivered: sum.delivered, approved: sum.approved, rejected: sum.rejected };
  return {
    classifiedTags: sum.classifiedTags,
    counts,
    completeness: counts.required > 0 ? completeness(counts) : null,
    ...tags,
    onTimeShare: shareOf(tags.onTimeTags, tags.everSubmittedTags),
  };
}

/** A roll-up with nothing to show: no classified tag and nothing ever delivered or submitted. */
export const isEmptyRollup = (rollup: Rollup): boolean =>
  classifiedTagsOf(rollup) === 0 && rollup.delivered === 0 && rollup.everSubmittedTags === 0;
