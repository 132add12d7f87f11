import { PlusIcon } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrgRow } from '@sddp/shared';
import { useTableSearch, type SearchNavigate } from '@/components/data-table';
import { ListPage } from '@/components/list/list-page';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { toast } from '@/components/ui/toast';
import { useAccessActor } from '@/lib/session/session-queries';
import { useDebouncedAction } from '@/lib/use-debounced-action';
import { useChangeOrgStateMutation } from '../api/change-org-state';
import { useOrgs } from '../api/get-orgs';
import type { OrgDialogState } from '../form/org-dialog';
import { SupplierTemplateButton } from '../import/download-template-button';
import { SupplierImport } from '../import/supplier-import';
import { ExportOrgsButton } from './export-orgs-button';
import { useOrgColumns } from './org-columns';
import { OrgFilters } from './org-filters';
import type { OrgListSearch } from './org-list-search';
import type { StateChange } from './org-row-actions';

/** The create and edit forms load when the dialog first opens (issue 16). */
const OrgDialog = lazyDialog(() => import('../form/org-dialog').then((module) => module.OrgDialog));

interface OrgListPageProps {
  search: OrgListSearch;
  navigate: SearchNavigate<OrgListSearch>;
}

/** Spec §2.13: the organisation list of the platform administrators. */
export function OrgListPage({ search, navigate }: OrgListPageProps) {
  const { t } = useTranslation();
  const list = useTableSearch(search, navigate);
  const orgs = useOrgs(search);
  const changeState = useChangeOrgStateMutation();
  const [dialog, setDialog] = useState<OrgDialogState>();
  const [dialogOpen, setDialogOpen] = useState(false);

  const openDialog = useCallback((next: OrgDialogState) => {
    setDialog(next);
    setDialogOpen(true);
  }, []);

  const onStateChange = useDebouncedAction((org: OrgRow, state: StateChange) =>
    changeState.mutate({ id: org.id, state, version: org.version }, { onSuccess: () => toast.success(t('message.org.stateChanged')) }),
  );
  const onEdit = useCallback((org: OrgRow) => openDialog({ mode: 'edit', org }), [openDialog]);
  const actor = useAccessActor();
  const columns = useOrgColumns({ actor, onStateChange, onEdit });

  return (
    <ListPage
      title={t('route.orgList')}
      toolbar={
        <OrgFilters
          applied={search}
          onApply={list.setFilters}
          actions={
            <>
              <Button aria-haspopup="dialog" onClick={() => openDialog({ mode: 'standard' })}>
                <PlusIcon aria-hidden />
                {t('ui.org.add')}
              </Button>
              <Button variant="outline" aria-haspopup="dialog" onClick={() => openDialog({ mode: 'other' })}>
                <PlusIcon aria-hidden />
                {t('ui.org.addOther')}
              </Button>
              <SupplierImport />
              <SupplierTemplateButton />
              <ExportOrgsButton filters={{ orgName: search.orgName, orgCode: search.orgCode, bpCode: search.bpCode }} />
            </>
          }
        />
      }
      query={orgs}
      columns={columns}
      getRowId={(org) => String(org.id)}
      {...list.pagination}
    >
      <OrgDialog state={dialog} open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </ListPage>
  );
}
