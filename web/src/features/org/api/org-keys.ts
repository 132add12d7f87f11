/** One key tree for the feature: every change invalidates the lists through it. */
export const orgKeys = {
  lists: ['org', 'list'] as const,
};
