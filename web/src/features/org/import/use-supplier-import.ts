import { TIMING, type ImportReport, type JobProgress } from '@sddp/shared';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useJob } from '@/lib/jobs/use-job';
import { uploadSupplierWorkbook, useImportedSuppliers, useStartImportMutation } from '../api/import-suppliers';

export type ImportPhase =
  { step: 'idle' } | { step: 'uploading'; progress: number } | { step: 'importing'; progress: JobProgress | undefined };

const IDLE: ImportPhase = { step: 'idle' };

/**
 * Upload (with progress), then the import job with its progress (read, checked, written), then the
 * report; leaving the page stops the upload.
 */
export function useSupplierImport() {
  const [uploading, setUploading] = useState<number>();
  const [report, setReport] = useState<ImportReport>();
  const [reportOpen, setReportOpen] = useState(false);
  const startImport = useStartImportMutation();
  const imported = useImportedSuppliers();
  const upload = useRef<AbortController>(undefined);
  const job = useJob({
    onDone: (status) => {
      if (status.kind !== 'org.import' || !status.result) return;
      setReport(status.result);
      setReportOpen(true);
      imported(status.result);
    },
    onFailed: (message) => toast.error(message, { duration: TIMING.errorToastMs }),
  });

  useEffect(() => () => upload.current?.abort(), []);

  const start = async (file: File) => {
    const controller = new AbortController();
    upload.current = controller;
    setUploading(0);
    let key: string;
    try {
      key = await uploadSupplierWorkbook(file, setUploading, controller.signal);
    } catch (error) {
      // Spec §8: a failed upload only resets; the API client has already shown any server answer.
      if (!controller.signal.aborted) console.error('[org import] upload failed', error);
      setUploading(undefined);
      return;
    }
    try {
      await job.start(() => startImport.mutateAsync(key));
    } catch {
      // The API client has shown why.
    } finally {
      setUploading(undefined);
    }
  };

  const phase: ImportPhase =
    job.running || startImport.isPending
      ? { step: 'importing', progress: job.status?.progress }
      : uploading !== undefined
        ? { step: 'uploading', progress: uploading }
        : IDLE;

  return { phase, report, reportOpen, start, closeReport: () => setReportOpen(false) };
}
