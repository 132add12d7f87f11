import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isDeliveryProject, PAGE, projectNameIn } from '@sddp/shared';
import { useTableSearch, type SearchNavigate } from '@/components/data-table/use-table-search';
import { FilterBar } from '@/components/list/filter-bar';
import { FilterTextField } from '@/components/list/filter-text-field';
import { ListCard } from '@/components/list/list-card';
import { useFilterDraft } from '@/components/list/use-filter-draft';
import { Card } from '@/components/ui/card';
import { Field, FieldLabel } from '@/components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { userProjectListQueryOptions } from '@/lib/session/session-queries';
import { useSupplierContracts, useSupplierTags } from '../api/supplier-delivery';
import { ContractWorkbook } from './contract-workbook';
import { SupplierContracts } from './supplier-contracts';
import type { SupplierDeliverySearch } from './supplier-search';
import { useSupplierTagColumns } from './supplier-tag-columns';

interface SupplierDeliveryPageProps {
  search: SupplierDeliverySearch;
  navigate: SearchNavigate<SupplierDeliverySearch>;
}

/** The supplier's delivery: its contracts in a project with what is due, then one contract's tags to fill. */
export function SupplierDeliveryPage({ search, navigate }: SupplierDeliveryPageProps) {
  const { t, i18n } = useTranslation();
  const { data: projects = [] } = useQuery(userProjectListQueryOptions());
  const deliveryProjects = projects.filter((project) => isDeliveryProject(project.projectId));
  const projectId = search.projectId ?? (deliveryProjects.length === 1 ? deliveryProjects[0]!.projectId : undefined);
  const contracts = useSupplierContracts(projectId);
  const list = useTableSearch(search, navigate);
  const { draft, change, replace } = useFilterDraft({ tagNumber: search.tagNumber ?? '' });
  const tags = useSupplierTags(
    { contractId: search.contractId ?? 0, page: search.page, limit: search.limit, tagNumber: search.tagNumber ?? '' },
    search.contractId !== undefined,
  );
  const columns = useSupplierTagColumns();
  const chosen = contracts.data?.find((contract) => contract.contractId === search.contractId);

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('route.deliveryMine')}</h1>
      <Card className="gap-4 p-4">
        <Field className="lg:w-72">
          <FieldLabel htmlFor="delivery-project">{t('ui.auditBreakdown.project')}</FieldLabel>
          <Select
            value={projectId === undefined ? '' : String(projectId)}
            onValueChange={(next) =>
              void navigate({ search: (prev) => ({ ...prev, projectId: Number(next), contractId: undefined, page: PAGE.first }) })
            }
          >
            <SelectTrigger id="delivery-project" className="w-full">
              <SelectValue placeholder={t('ui.auditBreakdown.projectPlaceholder')} />
            </SelectTrigger>
            <SelectContent>
              {deliveryProjects.map((project) => (
                <SelectItem key={project.projectId} value={String(project.projectId)}>
                  {project.projectId} {projectNameIn(project, i18n.language)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
        {projectId === undefined ? (
          <p className="py-6 text-center text-muted-foreground">{t('ui.delivery.supplier.chooseProject')}</p>
        ) : contracts.isPending ? (
          <Skeleton className="h-32 w-full" aria-label={t('ui.common.loading')} />
        ) : contracts.data?.length === 0 ? (
          <p role="status" className="py-6 text-center text-muted-foreground">
            {t('ui.delivery.supplier.noContracts')}
          </p>
        ) : (
          <SupplierContracts
            rows={contracts.data ?? []}
            chosen={search.contractId}
            onChoose={(contractId) =>
              void navigate({ search: (prev) => ({ ...prev, projectId, contractId, page: PAGE.first, tagNumber: undefined }) })
            }
          />
        )}
      </Card>
      {chosen ? (
        <ListCard
          toolbar={
            <FilterBar
              onSearch={() => list.setFilters({ tagNumber: draft.tagNumber.trim() || undefined })}
              onReset={() => {
                replace({ tagNumber: '' });
                list.setFilters({ tagNumber: undefined });
              }}
            >
              <FilterTextField
                id="delivery-tag-filter"
                label={t('ui.device.weihao')}
                placeholder={t('ui.device.weihaoPlaceholder')}
                value={draft.tagNumber}
                onChange={(value) => change('tagNumber', value)}
              />
            </FilterBar>
          }
          note={
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-base font-semibold">{t('ui.delivery.supplier.tagsOf', { contractNo: chosen.contractNo })}</h2>
              <ContractWorkbook contractId={chosen.contractId} />
            </div>
          }
          query={tags}
          columns={columns}
          getRowId={(row) => String(row.tagId)}
          emptyText={t('ui.delivery.supplier.noTags')}
          {...list.pagination}
        />
      ) : null}
    </div>
  );
}
