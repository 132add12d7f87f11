import { useEffect, useRef, useState } from 'react';
import type { ImportReport, JobStatus } from '@sddp/shared';
import { toast } from '@/components/ui/toast';
import { useJob } from '@/lib/jobs/use-job';

export type ImportPhase =
  { step: 'idle' } | { step: 'uploading'; progress: number } | { step: 'importing'; progress: JobStatus['progress'] | undefined };

const IDLE: ImportPhase = { step: 'idle' };

export interface WorkbookImportOptions<R extends ImportReport> {
  /** Which import, in the console's message of a failed upload ('org', 'user'). */
  name: string;
  /** Sends the workbook to storage (progress 0…1) and resolves to the key to import. */
  upload: (file: File, onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<string>;
  /** Starts the import job of the uploaded key. */
  startImport: (key: string) => Promise<{ jobId: string }>;
  /** The job's report, when the status is this import's. */
  reportOf: (status: JobStatus) => R | undefined;
  /** After the report: what the screen refreshes. */
  onReport?: (report: R) => void;
}

/**
 * Every workbook import: upload (with progress), then the import job with its progress (read,
 * checked, written), then the report; leaving the page stops the upload.
 */
export function useWorkbookImport<R extends ImportReport>({ name, upload, startImport, reportOf, onReport }: WorkbookImportOptions<R>) {
  const [uploading, setUploading] = useState<number>();
  const [starting, setStarting] = useState(false);
  const [report, setReport] = useState<R>();
  const [reportOpen, setReportOpen] = useState(false);
  const uploadCall = useRef<AbortController>(undefined);
  const job = useJob({
    onDone: (status) => {
      const result = reportOf(status);
      if (!result) return;
      setReport(result);
      setReportOpen(true);
      onReport?.(result);
    },
    onFailed: (message) => toast.error(message),
  });

  useEffect(() => () => uploadCall.current?.abort(), []);

  const start = async (file: File) => {
    const controller = new AbortController();
    uploadCall.current = controller;
    setUploading(0);
    let key: string;
    try {
      key = await upload(file, setUploading, controller.signal);
    } catch (error) {
      // Spec §8: a failed upload only resets; the API client has already shown any server answer.
      if (!controller.signal.aborted) console.error(`[${name} import] upload failed`, error);
      setUploading(undefined);
      return;
    }
    setStarting(true);
    try {
      await job.start(() => startImport(key));
    } catch {
      // The API client has shown why.
    } finally {
      setStarting(false);
      setUploading(undefined);
    }
  };

  const phase: ImportPhase =
    job.running || starting
      ? { step: 'importing', progress: job.status?.progress }
      : uploading !== undefined
        ? { step: 'uploading', progress: uploading }
        : IDLE;

  return { phase, report, reportOpen, start, closeReport: () => setReportOpen(false) };
}
