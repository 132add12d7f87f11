import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '@sddp/shared';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useUserAuditRoles } from '../api/get-user-audit-roles';
import { AssignmentEditor } from './assignment-editor';
import { ProjectRoleTree, type RoleChoice } from './project-role-tree';

export interface AuditPermissionDialogProps {
  user: UserRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** §2.19 'Audit management' (70 % wide): projects and roles left, the equipment audit permissions right. */
export function AuditPermissionDialog({ user, open, onOpenChange }: AuditPermissionDialogProps) {
  const { t } = useTranslation();
  const roles = useUserAuditRoles(user.id, open);
  const [chosen, setChosen] = useState<RoleChoice | undefined>();
  const first = roles.data?.[0];
  const selected = chosen ?? (first ? { projectId: first.projectId, auditRole: first.auditRole } : undefined);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={undefined} className="flex max-h-[90vh] flex-col sm:w-[70vw] sm:max-w-none">
        <DialogHeader>
          <DialogTitle>{t('ui.audit.dialogTitle', { name: user.linkman })}</DialogTitle>
        </DialogHeader>
        {roles.isPending ? (
          <Spinner aria-label={t('ui.common.loading')} />
        ) : roles.isError ? (
          <p className="text-sm text-destructive">{roles.error.message}</p>
        ) : roles.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('ui.audit.noProjects')}</p>
        ) : (
          <div className="flex min-h-[50vh] gap-4 overflow-hidden">
            <nav className="w-64 shrink-0 overflow-auto border-r pr-3">
              <ProjectRoleTree roles={roles.data} selected={selected} onSelect={setChosen} />
            </nav>
            {selected ? (
              <AssignmentEditor
                key={`${selected.projectId}-${selected.auditRole}`}
                query={{ projectId: selected.projectId, userId: user.id, auditRole: selected.auditRole, cbsId: String(user.orgId) }}
                orgId={user.orgId}
              />
            ) : null}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
