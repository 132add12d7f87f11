import { useTranslation } from 'react-i18next';
import type { UserRow } from '@sddp/shared';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useUserProjectTree } from './api/get-user-project-tree';
import { UserProjectsForm } from './user-projects-form';

export interface UserProjectsDialogProps {
  user: UserRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Spec §2.18 'Project management': the account's projects as a tree; Save → 'Projects adjusted successfully!'. */
export function UserProjectsDialog({ user, open, onOpenChange }: UserProjectsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('ui.userProjects.title', { name: user.linkman || user.userCode })}</DialogTitle>
          <DialogDescription>{t('ui.userProjects.description')}</DialogDescription>
        </DialogHeader>
        <ProjectsOfUser user={user} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** Mounted with the open dialog, so the form starts from the assignments as stored when it opened. */
function ProjectsOfUser({ user, onDone }: { user: UserRow; onDone: () => void }) {
  const { t } = useTranslation();
  const tree = useUserProjectTree(user.id);
  if (tree.data && tree.isFetchedAfterMount) return <UserProjectsForm user={user} items={tree.data} onDone={onDone} />;
  if (tree.isError) return <p className="py-6 text-center text-sm text-destructive">{tree.error.message}</p>;
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-6 text-sm text-muted-foreground">
      <Spinner />
      {t('ui.common.loading')}
    </p>
  );
}
