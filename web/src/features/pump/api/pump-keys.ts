/** One key tree for the pump catalogue. */
export const pumpKeys = {
  lists: ['pump', 'list'] as const,
  detail: (id: number) => ['pump', 'detail', id] as const,
};
