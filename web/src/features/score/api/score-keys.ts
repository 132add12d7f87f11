/** One key tree for the feature: an edit invalidates every score query through `all`. */
export const scoreKeys = {
  all: ['score'] as const,
  lists: ['score', 'list'] as const,
  history: (id: number) => ['score', 'history', id] as const,
  mine: ['score', 'mine'] as const,
  suggested: (id: number) => ['score', 'suggested', id] as const,
};
