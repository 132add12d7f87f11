import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractRow } from '@sddp/shared';
import { useTableSearch, type SearchNavigate } from '@/components/data-table/use-table-search';
import { ListPage } from '@/components/list/list-page';
import { toast } from '@/components/ui/toast';
import { useDeleteContractMutation } from '../api/delete-contract';
import { useContracts } from '../api/get-contracts';
import { useHandOverContractMutation } from '../api/hand-over-contract';
import { NewContractButton } from '../entry/new-entry-buttons';
import { ContractImport } from '../import/contract-import';
import { useContractColumns } from './contract-columns';
import { ContractFilters } from './contract-filters';
import type { ContractListSearch } from './contract-list-search';

interface ContractListPageProps {
  search: ContractListSearch;
  navigate: SearchNavigate<ContractListSearch>;
}

/** Equipment purchase contracts per project and supplier (the §7 Device calls). */
export function ContractListPage({ search, navigate }: ContractListPageProps) {
  const { t } = useTranslation();
  const list = useTableSearch(search, navigate);
  const contracts = useContracts(search);
  const remove = useDeleteContractMutation();
  const handOver = useHandOverContractMutation();
  const onDelete = useCallback(
    (contract: ContractRow, withTags: boolean) =>
      remove.mutate({ id: contract.id, withTags }, { onSuccess: () => toast.success(t('ui.device.deleted')) }),
    [remove, t],
  );
  const onHandOver = useCallback(
    (contract: ContractRow) =>
      handOver.mutate({ id: contract.id, version: contract.version }, { onSuccess: () => toast.success(t('ui.device.handedOverToast')) }),
    [handOver, t],
  );
  const columns = useContractColumns({ onHandOver, onDelete });
  return (
    <ListPage
      title={t('route.deviceContracts')}
      toolbar={
        <ContractFilters
          applied={search}
          onApply={list.setFilters}
          actions={
            <>
              <NewContractButton projectId={search.projectId} />
              <ContractImport />
            </>
          }
        />
      }
      query={contracts}
      columns={columns}
      getRowId={(contract) => String(contract.id)}
      {...list.pagination}
    />
  );
}
