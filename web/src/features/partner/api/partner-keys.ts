/** One key tree for the feature: every change invalidates the list through it. */
export const partnerKeys = {
  list: ['partner', 'list'] as const,
};
