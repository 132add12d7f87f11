/** One key tree for the feature: an import invalidates the counts and the people through it. */
export const dhmcKeys = {
  all: ['dhmc'] as const,
  projects: ['dhmc', 'projects'] as const,
  people: ['dhmc', 'people'] as const,
};
