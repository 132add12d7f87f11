import { TIMING } from '@sddp/shared';
import { DownloadIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { JobProgress } from '@/lib/jobs/job-progress';
import { useJob } from '@/lib/jobs/use-job';
import { useStartExportMutation, type OrgExportFilters } from '../api/export-orgs';
import { downloadUrl } from '../import/download-url';

/**
 * Spec §2.16 Export, for the organisation list: the current filters without page and limit; a toast
 * '正在导出...' with the job's progress, then '导出成功！' and the workbook downloaded; failures as toasts.
 */
export function ExportOrgsButton({ filters }: { filters: OrgExportFilters }) {
  const { t } = useTranslation();
  const startExport = useStartExportMutation();
  const toastId = useRef<string | number>(undefined);
  const job = useJob({
    onDone: (status) => {
      if (status.kind !== 'org.export' || !status.result) return;
      toast.success(t('message.export.success'), { id: toastId.current, description: null });
      downloadUrl(status.result.url, status.result.fileName);
    },
    onFailed: (message) => toast.error(message, { id: toastId.current, description: null, duration: TIMING.errorToastMs }),
    onLost: () => toast.dismiss(toastId.current),
  });
  const busy = startExport.isPending || job.running;

  const progress = job.status?.progress;
  const finished = job.status?.state === 'done' || job.status?.state === 'failed';
  useEffect(() => {
    if (!job.running || finished || toastId.current === undefined) return;
    toast.loading(t('message.export.running'), {
      id: toastId.current,
      description: <JobProgress progress={progress} label={t('ui.org.exportProgress')} />,
    });
  }, [job.running, finished, progress, t]);

  const exportNow = async () => {
    toastId.current = toast.loading(t('message.export.running'));
    try {
      await job.start(() => startExport.mutateAsync(filters));
    } catch {
      // The API client has shown why.
      toast.dismiss(toastId.current);
    }
  };

  return (
    <Button variant="outline" onClick={() => void exportNow()} disabled={busy} aria-busy={busy}>
      {busy ? <Spinner /> : <DownloadIcon aria-hidden />}
      {t('ui.org.export')}
    </Button>
  );
}
