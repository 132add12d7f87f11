import { TIMING } from '@sddp/shared';
import { DownloadIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { JobProgress } from '@/lib/jobs/job-progress';
import { useJob } from '@/lib/jobs/use-job';
import { useStartUserExportMutation, type UserExportFilters } from '../api/export-users';

/**
 * Spec §2.16 Export: the current filters without page and limit; '正在导出...' with the job's progress,
 * then '导出成功！' and the workbook opened in a new tab (the toast keeps the link, should the browser
 * have blocked the tab); failures as toasts.
 */
export function ExportUsersButton({ filters }: { filters: UserExportFilters }) {
  const { t } = useTranslation();
  const startExport = useStartUserExportMutation();
  const toastId = useRef<string | number>(undefined);
  const job = useJob({
    onDone: (status) => {
      const result = status.result;
      if (!result || !('url' in result)) return;
      window.open(result.url, '_blank', 'noopener');
      toast.success(t('message.export.success'), {
        id: toastId.current,
        description: (
          <a href={result.url} target="_blank" rel="noopener noreferrer" className="underline">
            {result.fileName}
          </a>
        ),
      });
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
      description: <JobProgress progress={progress} label={t('ui.user.exportProgress')} />,
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
      {t('ui.user.export')}
    </Button>
  );
}
