export * from './membership-writes';
export * from './memberships';
export * from './project-names';
export * from './projects';
