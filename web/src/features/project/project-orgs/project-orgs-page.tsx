import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DataTable, useTableSearch, type SearchNavigate } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader } from '@/components/ui/card';
import { useProjectOrgs } from '../api/get-project-orgs';
import { wireFlag } from '../api/project-org-endpoints';
import { ORG_KIND_TEXT, type OrgKind } from '../org-kind';
import { projectNameIn } from '../project-list/localised-project';
import { ProjectOrgFilters } from './project-org-filters';
import { useProjectOrgColumns } from './project-org-columns';
import type { ProjectOrgsSearch } from './project-orgs-search';
import { SendAllPasswordsButton } from './send-all-passwords-button';

interface ProjectOrgsPageProps {
  kind: OrgKind;
  search: ProjectOrgsSearch;
  navigate: SearchNavigate<ProjectOrgsSearch>;
}

/** Spec §2.15: the suppliers or contractors of one project, to join, remove and send passwords to. */
export function ProjectOrgsPage({ kind, search, navigate }: ProjectOrgsPageProps) {
  if (search.id === undefined) return <NoProjectChosen />;
  return <ProjectOrgsList kind={kind} projectId={search.id} search={search} navigate={navigate} />;
}

function ProjectOrgsList({ kind, projectId, search, navigate }: ProjectOrgsPageProps & { projectId: number }) {
  const { t, i18n } = useTranslation();
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
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-sm text-muted-foreground">{t(ORG_KIND_TEXT[kind].title)}</p>
          <h1 className="text-xl font-semibold break-words">{projectName}</h1>
        </div>
        <BackToProjects />
      </header>
      <Card className="gap-4 p-4">
        <ProjectOrgFilters
          applied={{ flag: search.flag, orgName: search.orgName, orgCode: search.orgCode }}
          onSearch={list.setFilters}
          onReset={() => list.setFilters({ flag: undefined, orgName: undefined, orgCode: undefined })}
          actions={<SendAllPasswordsButton kind={kind} projectId={projectId} />}
        />
        <DataTable
          columns={columns}
          rows={orgs.data?.rows ?? []}
          total={orgs.data?.total ?? 0}
          loading={orgs.isPending || orgs.isPlaceholderData}
          getRowId={(row) => String(row.orgId)}
          {...list.pagination}
        />
      </Card>
    </div>
  );
}

function NoProjectChosen() {
  const { t } = useTranslation();
  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardHeader className="justify-items-center gap-4 text-center">
        <CardDescription>{t('ui.project.orgs.noProject')}</CardDescription>
        <BackToProjects />
      </CardHeader>
    </Card>
  );
}

function BackToProjects() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="outline">
      <Link to="/project/list">
        <ArrowLeftIcon aria-hidden />
        {t('ui.project.orgs.backToProjects')}
      </Link>
    </Button>
  );
}
