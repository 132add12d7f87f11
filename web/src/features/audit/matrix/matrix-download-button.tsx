import { TIMING } from '@sddp/shared';
import { DownloadIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useJob } from '@/lib/jobs/use-job';
import { type MatrixExportFilters, useStartMatrixExport } from '../api/matrix-transfer';

/** Opens a presigned link (it names the file) in a new tab, as the spec's exports do. */
const openLink = (url: string) => window.open(url, '_blank', 'noopener');

export function MatrixDownloadButton({ filters }: { filters: MatrixExportFilters }) {
  const { t } = useTranslation();
  const start = useStartMatrixExport();
  const job = useJob({
    onDone: (status) => {
      if (status.kind !== 'audit.matrixExport' || !status.result) return;
      toast.success(t('message.export.success'));
      openLink(status.result.url);
    },
    onFailed: (message) => toast.error(message, { duration: TIMING.errorToastMs }),
  });
  const busy = start.isPending || job.running;
  return (
    <Button
      variant="outline"
      disabled={busy}
      aria-busy={busy}
      onClick={() => void job.start(() => start.mutateAsync(filters)).catch(() => undefined)}
    >
      {busy ? <Spinner /> : <DownloadIcon aria-hidden />}
      {t('ui.auditMatrix.download')}
    </Button>
  );
}
