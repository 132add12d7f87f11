/** One key tree for digital delivery: every change invalidates through it. */
export const deliveryKeys = {
  all: ['delivery'] as const,
  classRequirementsList: (projectId: number) => ['delivery', 'classRequirements', projectId] as const,
  classRequirements: (projectId: number, classCode: string) => ['delivery', 'classRequirements', projectId, classCode] as const,
};
