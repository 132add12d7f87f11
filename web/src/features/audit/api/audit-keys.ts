/** One key tree for the feature: a save invalidates the assignment, coverage and matrix reads through it. */
export const auditKeys = {
  all: ['audit'] as const,
  userRoles: (userId: number) => ['audit', 'userRoles', userId] as const,
  assignment: ['audit', 'assignment'] as const,
  coverage: ['audit', 'coverage'] as const,
  matrix: ['audit', 'matrix'] as const,
};
