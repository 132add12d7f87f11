/** One key tree for device administration: every change invalidates through it. */
export const deviceKeys = {
  all: ['device'] as const,
  contracts: ['device', 'contracts'] as const,
  tags: ['device', 'tags'] as const,
  item: (id: number) => ['device', 'item', id] as const,
  report: (which: 1 | 2 | 3, projectId?: number) => ['device', 'report', which, projectId ?? 0] as const,
};
