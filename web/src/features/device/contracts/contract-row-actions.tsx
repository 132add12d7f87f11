import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractRow } from '@sddp/shared';
import { DataTableRowActions, DataTableRowLink } from '@/components/data-table/data-table-row-actions';
import { ConfirmButton } from '@/components/list/confirm';
import { Button } from '@/components/ui/button';
import { useOpenedDialog } from '../entry/use-opened-dialog';

// The dialog and its form load when first opened, not with the list.
const ContractTermsDialog = lazy(() =>
  import('../entry/contract-terms-dialog').then((module) => ({ default: module.ContractTermsDialog })),
);

/** "Delivery terms": the due date and the contractor, in a dialog. */
function ContractTermsButton({ contract }: { contract: ContractRow }) {
  const { t } = useTranslation();
  const dialog = useOpenedDialog();
  return (
    <>
      <Button variant="link" size="sm" className="px-1" aria-haspopup="dialog" onClick={dialog.show}>
        {t('ui.device.terms.title')}
      </Button>
      {dialog.opened ? (
        <Suspense fallback={null}>
          <ContractTermsDialog key={dialog.round} open={dialog.open} onClose={dialog.close} contract={contract} />
        </Suspense>
      ) : null}
    </>
  );
}

export interface ContractRowActionsProps {
  contract: ContractRow;
  onHandOver: (contract: ContractRow) => void;
  /** `withTags`: the user confirmed that the contract's tag numbers go with it. */
  onDelete: (contract: ContractRow, withTags: boolean) => void;
}

/** Tag numbers; hand over to DHMC (once, confirmed); delete, confirmed — with tag numbers only by its own explicit question. */
export function ContractRowActions({ contract, onHandOver, onDelete }: ContractRowActionsProps) {
  const { t } = useTranslation();
  const params = { contractNo: contract.contractNo, count: contract.tagCount };
  return (
    <DataTableRowActions>
      <DataTableRowLink to="/device/tags" search={{ contractId: contract.id }}>
        {t('ui.device.tags')}
      </DataTableRowLink>
      <ContractTermsButton contract={contract} />
      {contract.handedOverAt ? null : (
        <ConfirmButton
          variant="link"
          size="sm"
          className="px-1"
          title={t('ui.device.confirmHandOver', params)}
          onConfirm={() => onHandOver(contract)}
        >
          {t('ui.device.handOver')}
        </ConfirmButton>
      )}
      {contract.tagCount > 0 ? (
        <ConfirmButton
          variant="link"
          size="sm"
          className="px-1 text-destructive"
          title={t('ui.device.confirmDeleteWithTags', params)}
          onConfirm={() => onDelete(contract, true)}
        >
          {t('ui.device.deleteWithTags')}
        </ConfirmButton>
      ) : (
        <ConfirmButton
          variant="link"
          size="sm"
          className="px-1 text-destructive"
          title={t('ui.device.confirmDelete', params)}
          onConfirm={() => onDelete(contract, false)}
        >
          {t('ui.device.delete')}
        </ConfirmButton>
      )}
    </DataTableRowActions>
  );
}
