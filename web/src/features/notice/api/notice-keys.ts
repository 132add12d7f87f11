/** One key tree for the feature: admin changes invalidate the lists and every inbox view through it. */
export const noticeKeys = {
  all: ['notice'] as const,
  lists: ['notice', 'list'] as const,
  detail: (id: number) => ['notice', 'detail', id] as const,
  options: ['notice', 'options'] as const,
  inbox: ['notice', 'inbox'] as const,
};
