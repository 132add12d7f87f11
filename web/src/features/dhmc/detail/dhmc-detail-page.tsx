import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dhmcDetailList, projectNameIn } from '@sddp/shared';
import { useTableSearch, type SearchNavigate } from '@/components/data-table';
import { ChosenItemPage, NothingChosen, type BackTo } from '@/components/list/chosen-item-page';
import { ListCard } from '@/components/list/list-card';
import { TextFilters } from '@/components/list/text-filters';
import { userProjectListQueryOptions } from '@/lib/session/session-queries';
import { useDhmcPeople } from '../api/get-dhmc-people';
import type { DhmcDetailSearch } from './dhmc-detail-search';
import { useDhmcPeopleColumns } from './dhmc-people-columns';
import { DhmcTransferActions } from './dhmc-transfer-actions';

interface DhmcDetailPageProps {
  search: DhmcDetailSearch;
  navigate: SearchNavigate<DhmcDetailSearch>;
}

function useBackToList(): BackTo {
  const { t } = useTranslation();
  return { to: '/dhmcManage/list', label: t('ui.dhmc.backToList') };
}

/** Spec §2.22: one project's DHMC people, with the import and export of its workbook. */
export function DhmcDetailPage({ search, navigate }: DhmcDetailPageProps) {
  const { t } = useTranslation();
  const back = useBackToList();
  if (search.id === undefined) return <NothingChosen message={t('ui.dhmc.noProject')} back={back} />;
  return <DhmcPeopleList projectId={search.id} search={search} navigate={navigate} />;
}

/** The project's name in the reader's language (the URL's name, as the list wrote it, until the projects are in). */
function useProjectTitle(projectId: number, fallback: string | undefined): string {
  const { i18n } = useTranslation();
  const { data: projects } = useQuery(userProjectListQueryOptions());
  const project = projects?.find((candidate) => candidate.projectId === projectId);
  return project ? projectNameIn(project, i18n.language) : (fallback ?? String(projectId));
}

function DhmcPeopleList({ projectId, search, navigate }: DhmcDetailPageProps & { projectId: number }) {
  const { t } = useTranslation();
  const title = useProjectTitle(projectId, search.name);
  const back = useBackToList();
  const list = useTableSearch(search, navigate);
  const columns = useDhmcPeopleColumns();
  const filters = { projectId, linkman: search.linkman ?? '', userCode: search.userCode ?? '' };
  const people = useDhmcPeople({ ...filters, page: search.page, limit: search.limit });
  return (
    <ChosenItemPage kind={t('route.dhmcDetail')} title={title} back={back}>
      <ListCard
        toolbar={
          <TextFilters
            idPrefix="dhmc-filter"
            fields={[
              { name: 'linkman', label: t('ui.dhmc.linkman') },
              { name: 'userCode', label: t('ui.dhmc.userCode') },
            ]}
            applied={search}
            onApply={list.setFilters}
            schema={dhmcDetailList.input}
            actions={<DhmcTransferActions projectName={search.name ?? ''} filters={filters} />}
          />
        }
        query={people}
        columns={columns}
        getRowId={(row) => String(row.userId)}
        {...list.pagination}
      />
    </ChosenItemPage>
  );
}
