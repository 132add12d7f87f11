import type { PartnerRow } from '@sddp/shared';
import { PlusIcon } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
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
  const rows = partners.data ?? [];

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('route.partnerPlatforms')}</h1>
      <Card className="gap-4 p-4">
        <div>
          <Button aria-haspopup="dialog" onClick={() => show({ mode: 'add' })}>
            <PlusIcon aria-hidden />
            {t('ui.sso.partner.add')}
          </Button>
        </div>
        <DataTable
          columns={columns}
          rows={rows}
          total={rows.length}
          loading={partners.isPending}
          error={partners.error}
          onRetry={() => void partners.refetch()}
          emptyText={t('ui.sso.partner.empty')}
          getRowId={(partner) => String(partner.id)}
          pager="total"
          {...PAGE}
        />
      </Card>
      <PartnerDialog state={dialog} open={open} onState={show} onClose={() => setOpen(false)} />
    </div>
  );
}
