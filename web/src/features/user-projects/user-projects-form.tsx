import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserProjectTreeItem, UserRow } from '@sddp/shared';
import { DialogFormFooter } from '@/components/form/dialog-form-footer';
import { CheckboxTree } from '@/components/tree';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { useUpdateUserProjectsMutation } from './api/update-user-projects';
import { AuditRoleChoices } from './audit-role-choices';
import { initialChecked, initialRoles, isAssigned, selectionPayload, treeNodesOf } from './project-selection';

interface UserProjectsFormProps {
  user: UserRow;
  items: readonly UserProjectTreeItem[];
  onDone: () => void;
}

/** The tree of the organisation's projects, pre-ticked from addState, and the audit roles of the ticked ones. */
export function UserProjectsForm({ user, items, onDone }: UserProjectsFormProps) {
  const { t, i18n } = useTranslation();
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => initialChecked(items));
  const [roles, setRoles] = useState<ReadonlySet<string>>(() => initialRoles(items));
  const [filter, setFilter] = useState('');
  const nodes = useMemo(() => treeNodesOf(items, i18n.language), [items, i18n.language]);
  const save = useUpdateUserProjectsMutation(user.id);
  const withRoles = items.filter((item) => item.auditRoles.length > 0 && isAssigned(item, checked));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { userId: user.id, ...selectionPayload(items, checked, roles) },
      {
        onSuccess: () => {
          toast.success(t('message.projectsAdjusted'));
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      {items.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">{t('ui.userProjects.empty')}</p>
      ) : (
        <>
          <Input
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            aria-label={t('ui.userProjects.filter')}
            placeholder={t('ui.userProjects.filter')}
          />
          <div className="max-h-72 overflow-y-auto rounded-md border p-1">
            <CheckboxTree
              nodes={nodes}
              checked={checked}
              onCheckedChange={setChecked}
              filter={filter}
              aria-label={t('ui.userProjects.tree')}
            />
          </div>
          <AuditRoleChoices items={withRoles} chosen={roles} onChosenChange={setRoles} />
        </>
      )}
      <DialogFormFooter pending={save.isPending} onCancel={onDone} />
    </form>
  );
}
