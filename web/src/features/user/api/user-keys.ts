/** One key tree for the feature: every change invalidates the lists (and a detail) through it. */
export const userKeys = {
  all: ['user'] as const,
  lists: ['user', 'list'] as const,
  details: ['user', 'detail'] as const,
  detail: (userId: number) => ['user', 'detail', userId] as const,
};
