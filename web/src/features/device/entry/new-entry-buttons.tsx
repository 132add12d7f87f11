import { PlusIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useOpenedDialog } from './use-opened-dialog';

// The dialogs and their forms load when first opened, not with the lists.
const ContractDialog = lazy(() => import('./contract-dialog').then((module) => ({ default: module.ContractDialog })));
const TagDialog = lazy(() => import('./tag-dialog').then((module) => ({ default: module.TagDialog })));

/** "New contract" on the contract list; the project the list is filtered on comes chosen. */
export function NewContractButton({ projectId }: { projectId?: number }) {
  const { t } = useTranslation();
  const dialog = useOpenedDialog();
  return (
    <>
      <Button variant="outline" aria-haspopup="dialog" onClick={dialog.show}>
        <PlusIcon aria-hidden />
        {t('ui.deviceEntry.newContract')}
      </Button>
      {dialog.opened ? (
        <Suspense fallback={null}>
          <ContractDialog key={dialog.round} open={dialog.open} onClose={dialog.close} projectId={projectId} />
        </Suspense>
      ) : null}
    </>
  );
}

/** "New tag number" on a contract's tag list. */
export function NewTagButton({ contractId, contractNo }: { contractId: number; contractNo?: string }) {
  const { t } = useTranslation();
  const dialog = useOpenedDialog();
  return (
    <>
      <Button variant="outline" aria-haspopup="dialog" onClick={dialog.show}>
        <PlusIcon aria-hidden />
        {t('ui.deviceEntry.newTag')}
      </Button>
      {dialog.opened ? (
        <Suspense fallback={null}>
          <TagDialog key={dialog.round} open={dialog.open} onClose={dialog.close} contractId={contractId} contractNo={contractNo} />
        </Suspense>
      ) : null}
    </>
  );
}
