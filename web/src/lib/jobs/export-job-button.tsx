import { DownloadIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { JobProgress } from './job-progress';
import { useJob } from './use-job';

/** Opens the file's short-lived link in a new tab, as the spec's exports do (§2.16). */
export const openInNewTab = (url: string) => {
  window.open(url, '_blank', 'noopener');
};

export interface ExportJobButtonProps {
  /** Starts the export job (the list's filters without page and limit); its result links the file. */
  start: () => Promise<{ jobId: string }>;
  label: string;
  /** Names the rows under the progress bar while the job writes. */
  progressLabel: string;
  /** What happens to the finished file; by default its link opens in a new tab. */
  deliver?: (url: string, fileName: string) => void;
}

/**
 * Every list export: '正在导出...' with the job's real progress in one toast, then '导出成功！' with a
 * link to the file (should the browser have blocked the tab), or the server's message on a failure.
 */
export function ExportJobButton({ start, label, progressLabel, deliver = openInNewTab }: ExportJobButtonProps) {
  const { t } = useTranslation();
  const [starting, setStarting] = useState(false);
  const toastId = useRef<string | number>(undefined);
  const job = useJob({
    onDone: (status) => {
      const result = status.result;
      if (!result || !('url' in result) || !('fileName' in result)) return;
      toast.success(t('message.export.success'), {
        id: toastId.current,
        description: (
          <a href={result.url} target="_blank" rel="noopener noreferrer" className="underline">
            {result.fileName}
          </a>
        ),
      });
      deliver(result.url, result.fileName);
    },
    onFailed: (message) => toast.error(message, { id: toastId.current, description: null }),
    onLost: () => toast.dismiss(toastId.current),
  });
  const busy = starting || job.running;

  const progress = job.status?.progress;
  const finished = job.status?.state === 'done' || job.status?.state === 'failed';
  useEffect(() => {
    if (!job.running || finished || toastId.current === undefined) return;
    toast.loading(t('message.export.running'), {
      id: toastId.current,
      description: <JobProgress progress={progress} label={progressLabel} />,
    });
  }, [job.running, finished, progress, progressLabel, t]);

  const exportNow = async () => {
    toastId.current = toast.loading(t('message.export.running'));
    setStarting(true);
    try {
      await job.start(start);
    } catch {
      // The API client has shown why.
      toast.dismiss(toastId.current);
    } finally {
      setStarting(false);
    }
  };

  return (
    <Button variant="outline" onClick={() => void exportNow()} disabled={busy} aria-busy={busy}>
      {busy ? <Spinner /> : <DownloadIcon aria-hidden />}
      {label}
    </Button>
  );
}
