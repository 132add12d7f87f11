import { useTranslation } from 'react-i18next';
import { projectNameIn } from '@sddp/shared';
import { Checkbox } from '@/components/ui/checkbox';
import { useNoticeProjects } from '../api/notice-options';

interface ProjectChecklistProps {
  id: string;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  describedBy: string | undefined;
}

/** Spec §2.24 'Publish projects': a multi-select of every project (projects are tens, not thousands). */
export function ProjectChecklist({ id, value, onChange, describedBy }: ProjectChecklistProps) {
  const { t, i18n } = useTranslation();
  const { data: projects, isPending } = useNoticeProjects();
  if (isPending) return <p className="text-sm text-muted-foreground">{t('ui.common.loading')}</p>;
  const toggle = (projectId: number, checked: boolean) =>
    onChange(checked ? [...value, projectId] : value.filter((chosen) => chosen !== projectId));
  return (
    <div
      id={id}
      role="group"
      aria-describedby={describedBy}
      className="grid max-h-48 grid-cols-1 gap-2 overflow-auto rounded-md border p-2 sm:grid-cols-2"
    >
      {(projects ?? []).map((project) => (
        <label key={project.id} className="flex items-center gap-2 text-sm">
          <Checkbox checked={value.includes(project.id)} onCheckedChange={(checked) => toggle(project.id, checked === true)} />
          {projectNameIn(project, i18n.language)}
        </label>
      ))}
    </div>
  );
}
