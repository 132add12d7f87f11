import { useTranslation } from 'react-i18next';
import { DataTable, useTableSearch, type SearchNavigate } from '@/components/data-table';
import { Card } from '@/components/ui/card';
import { useProjects } from '../api/get-projects';
import { NewProjectDialog } from './new-project-dialog';
import { useProjectColumns } from './project-columns';
import { ProjectFilters } from './project-filters';
import { projectListQuery, type ProjectListSearch } from './project-list-search';

interface ProjectListPageProps {
  search: ProjectListSearch;
  navigate: SearchNavigate<ProjectListSearch>;
}

/** Spec §2.14: the projects, filtered by name, with their status, links and organisation screens. */
export function ProjectListPage({ search, navigate }: ProjectListPageProps) {
  const { t } = useTranslation();
  const list = useTableSearch(search, navigate);
  const columns = useProjectColumns();
  const projects = useProjects(projectListQuery(search));
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('route.projectList')}</h1>
      <Card className="gap-4 p-4">
        <ProjectFilters
          projectName={search.projectName}
          onSearch={list.setFilters}
          onReset={() => list.setFilters({ projectName: undefined })}
          actions={<NewProjectDialog />}
        />
        <DataTable
          columns={columns}
          rows={projects.data?.rows ?? []}
          total={projects.data?.total ?? 0}
          loading={projects.isPending || projects.isPlaceholderData}
          error={projects.error}
          onRetry={() => void projects.refetch()}
          getRowId={(row) => String(row.projectId)}
          {...list.pagination}
        />
      </Card>
    </div>
  );
}
