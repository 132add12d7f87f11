import { PlusIcon } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerRow } from '@sddp/shared';
import { ListPage } from '@/components/list/list-page';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { usePartners } from '../api/get-partners';
import { useRotatePartnerMutation } from '../api/save-partner';
import type { PartnerDialogState } from '../form/partner-dialog';
import { usePartnerColumns } from './partner-columns';

/** The registration form loads when the dialog first opens (issue 16). */
const PartnerDialog = lazyDialog(() => import('../form/partner-dialog').then((module) => module.PartnerDialog));

/** The few partner registrations fit one page. */
const PAGE = { page: 1, limit: 100, onPageChange: () => undefined, onLimitChange: () => undefined };

/** Partner platforms (spec §7 /user/admin/{partner-platform}/save): name, callback URL, shared secret shown once. */
export function PartnerListPage() {
  const { t } = useTranslation();
  const partners = usePartners();
  const rotate = useRotatePartnerMutation();
  const [dialog, setDialog] = useState<PartnerDialogState>();
  const [open, setOpen] = useState(false);
  const show = useCallback((next: PartnerDialogState) => {
    setDialog(next);
    setOpen(true);
  }, []);
  const onEdit = useCallback((partner: PartnerRow) => show({ mode: 'edit', partner }), [show]);
  const onRotate = useCallback(
    (partner: PartnerRow) =>
      rotate.mutate(partner.id, { onSuccess: ({ secret }) => show({ mode: 'secret', secret, partnerId: partner.id }) }),
    [rotate, show],
  );
  const columns = usePartnerColumns({ onEdit, onRotate });

  return (
    <ListPage
      title={t('route.partnerPlatforms')}
      toolbar={
        <div>
          <Button aria-haspopup="dialog" onClick={() => show({ mode: 'add' })}>
            <PlusIcon aria-hidden />
            {t('ui.sso.partner.add')}
          </Button>
        </div>
      }
      query={partners}
      columns={columns}
      emptyText={t('ui.sso.partner.empty')}
      getRowId={(partner) => String(partner.id)}
      pager="total"
      {...PAGE}
    >
      <PartnerDialog state={dialog} open={open} onState={show} onClose={() => setOpen(false)} />
    </ListPage>
  );
}
