export { UserProjectsDialog } from './user-projects-dialog';
