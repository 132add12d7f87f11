import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserProjectTreeItem } from '@sddp/shared';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

interface AuditRoleChoicesProps {
  /** The ticked projects that offer audit roles. */
  items: readonly UserProjectTreeItem[];
  chosen: ReadonlySet<string>;
  onChosenChange: (next: Set<string>) => void;
}

/** Per ticked project, its audit roles as 'projectName-auditRoleName' checkboxes (spec §2.18). */
export function AuditRoleChoices({ items, chosen, onChosenChange }: AuditRoleChoicesProps) {
  const { t } = useTranslation();
  const hintId = useId();
  if (items.length === 0) return null;
  const toggle = (value: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(value);
    else next.delete(value);
    onChosenChange(next);
  };
  return (
    <fieldset className="space-y-2" aria-describedby={hintId}>
      <legend className="text-sm font-medium">{t('ui.userProjects.auditRoles')}</legend>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('ui.userProjects.auditRolesHint')}
      </p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {items.flatMap((item) =>
          item.auditRoles.map((role) => (
            <li key={role.value}>
              <Label className="font-normal">
                <Checkbox checked={chosen.has(role.value)} onCheckedChange={(on) => toggle(role.value, on === true)} />
                {role.label}
              </Label>
            </li>
          )),
        )}
      </ul>
    </fieldset>
  );
}
