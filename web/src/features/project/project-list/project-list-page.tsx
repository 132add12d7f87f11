import { useTranslation } from 'react-i18next';
import { useTableSearch, type SearchNavigate } from '@/components/data-table';
import { ListPage } from '@/components/list/list-page';
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
    <ListPage
      title={t('route.projectList')}
      toolbar={
        <ProjectFilters
          projectName={search.projectName}
          onSearch={list.setFilters}
          onReset={() => list.setFilters({ projectName: undefined })}
          actions={<NewProjectDialog />}
        />
      }
      query={projects}
      columns={columns}
      getRowId={(row) => String(row.projectId)}
      {...list.pagination}
    />
  );
}
