export { UserProjectsDialog, type UserProjectsDialogProps } from './user-projects-dialog';
