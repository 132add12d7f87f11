import { useTranslation } from 'react-i18next';
import type { UserAuditRole } from '@sddp/shared';
import { cn } from '@/lib/cn';

export interface RoleChoice {
  projectId: number;
  auditRole: string;
}

interface ProjectRoleTreeProps {
  roles: readonly UserAuditRole[];
  selected: RoleChoice | undefined;
  onSelect: (choice: RoleChoice) => void;
}

const groupByProject = (roles: readonly UserAuditRole[]) => {
  const projects = new Map<number, { name: string; roles: UserAuditRole[] }>();
  for (const role of roles) {
    const project = projects.get(role.projectId) ?? { name: role.projectName, roles: [] };
    project.roles.push(role);
    projects.set(role.projectId, project);
  }
  return [...projects];
};

/** The left side of §2.19: the account's projects above 8004, each with the audit roles it can be assigned in. */
export function ProjectRoleTree({ roles, selected, onSelect }: ProjectRoleTreeProps) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-2 text-sm" aria-label={t('ui.audit.projects')}>
      {groupByProject(roles).map(([projectId, project]) => (
        <li key={projectId}>
          <div className="font-medium">{project.name}</div>
          <ul className="ml-3 mt-1 space-y-1">
            {project.roles.map((role) => {
              const current = selected?.projectId === projectId && selected.auditRole === role.auditRole;
              return (
                <li key={role.auditRole}>
                  <button
                    type="button"
                    aria-current={current || undefined}
                    className={cn(
                      'w-full rounded-sm px-2 py-1 text-left outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
                      current && 'bg-accent font-medium text-primary',
                    )}
                    onClick={() => onSelect({ projectId, auditRole: role.auditRole })}
                  >
                    {`${project.name}-${role.auditRoleName}`}
                  </button>
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ul>
  );
}
