import type { ImportReport } from '@sddp/shared';
import { useEffect, useRef, useState } from 'react';
import { uploadSupplierWorkbook, useImportSuppliersMutation } from '../api/import-suppliers';

export type ImportPhase = { step: 'idle' } | { step: 'uploading'; progress: number } | { step: 'importing' };

const IDLE: ImportPhase = { step: 'idle' };

/** Upload (with progress), then import, then the report; leaving the page stops the upload. */
export function useSupplierImport() {
  const [phase, setPhase] = useState<ImportPhase>(IDLE);
  const [report, setReport] = useState<ImportReport>();
  const [reportOpen, setReportOpen] = useState(false);
  const importSuppliers = useImportSuppliersMutation();
  const upload = useRef<AbortController>(undefined);

  useEffect(() => () => upload.current?.abort(), []);

  const start = async (file: File) => {
    const controller = new AbortController();
    upload.current = controller;
    setPhase({ step: 'uploading', progress: 0 });
    let key: string;
    try {
      key = await uploadSupplierWorkbook(file, (progress) => setPhase({ step: 'uploading', progress }), controller.signal);
    } catch (error) {
      // Spec §8: a failed upload only resets; the API client has already shown any server answer.
      if (!controller.signal.aborted) console.error('[org import] upload failed', error);
      setPhase(IDLE);
      return;
    }
    setPhase({ step: 'importing' });
    try {
      setReport(await importSuppliers.mutateAsync(key));
      setReportOpen(true);
    } catch {
      // The API client has shown why.
    } finally {
      setPhase(IDLE);
    }
  };

  return { phase, report, reportOpen, start, closeReport: () => setReportOpen(false) };
}
