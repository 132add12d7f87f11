/** The feature's key tree. The user lists are another feature's: they are refreshed by the shared prefix ['user']. */
export const userProjectKeys = {
  tree: (userId: number) => ['userProjects', 'tree', userId] as const,
  userQueries: ['user'] as const,
};
