import type { OrgKind } from '../org-kind';

/** One key tree for the feature: a mutation invalidates the lists it changes through these. */
export const projectKeys = {
  lists: ['project', 'list'] as const,
  orgLists: (kind: OrgKind) => ['project', 'orgs', kind] as const,
};
