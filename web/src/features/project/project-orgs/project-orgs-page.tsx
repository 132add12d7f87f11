import { useTranslation } from 'react-i18next';
import { projectNameIn } from '@sddp/shared';
import { useTableSearch, type SearchNavigate } from '@/components/data-table';
import { ChosenItemPage, NothingChosen, type BackTo } from '@/components/list/chosen-item-page';
import { ListCard } from '@/components/list/list-card';
import { useProjectOrgs } from '../api/get-project-orgs';
import { wireFlag } from '../api/project-org-endpoints';
import { ORG_KIND_TEXT, type OrgKind } from '../org-kind';
import { useProjectOrgColumns } from './project-org-columns';
import { ProjectOrgFilters } from './project-org-filters';
import type { ProjectOrgsSearch } from './project-orgs-search';
import { SendAllPasswordsButton } from './send-all-passwords-button';

interface ProjectOrgsPageProps {
  kind: OrgKind;
  search: ProjectOrgsSearch;
  navigate: SearchNavigate<ProjectOrgsSearch>;
}

function useBackToProjects(): BackTo {
  const { t } = useTranslation();
  return { to: '/project/list', label: t('ui.project.orgs.backToProjects') };
}

/** Spec §2.15: the suppliers or contractors of one project, to join, remove and send passwords to. */
export function ProjectOrgsPage({ kind, search, navigate }: ProjectOrgsPageProps) {
  const { t } = useTranslation();
  const back = useBackToProjects();
  if (search.id === undefined) return <NothingChosen message={t('ui.project.orgs.noProject')} back={back} />;
  return <ProjectOrgsList kind={kind} projectId={search.id} search={search} navigate={navigate} />;
}

function ProjectOrgsList({ kind, projectId, search, navigate }: ProjectOrgsPageProps & { projectId: number }) {
  const { t, i18n } = useTranslation();
  const back = useBackToProjects();
  const list = useTableSearch(search, navigate);
  const columns = useProjectOrgColumns(kind, projectId);
  const orgs = useProjectOrgs(kind, {
    page: search.page,
    limit: search.limit,
    projectId,
    flag: wireFlag(kind, search.flag),
    orgName: search.orgName ?? '',
    orgCode: search.orgCode ?? '',
  });
  // The link's projectName (always the Chinese one) stands in only until the server names the project.
  const projectName = (orgs.data && projectNameIn(orgs.data, i18n.language)) || search.projectName || '';
  return (
    <ChosenItemPage kind={t(ORG_KIND_TEXT[kind].title)} title={projectName} back={back}>
      <ListCard
        toolbar={
          <ProjectOrgFilters
            applied={{ flag: search.flag, orgName: search.orgName, orgCode: search.orgCode }}
            onSearch={list.setFilters}
            onReset={() => list.setFilters({ flag: undefined, orgName: undefined, orgCode: undefined })}
            actions={<SendAllPasswordsButton kind={kind} projectId={projectId} />}
          />
        }
        query={orgs}
        columns={columns}
        getRowId={(row) => String(row.orgId)}
        {...list.pagination}
      />
    </ChosenItemPage>
  );
}
