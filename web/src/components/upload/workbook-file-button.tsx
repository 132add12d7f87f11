import { FileUpIcon } from 'lucide-react';
import { useRef, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { IMPORT_ACCEPT, importFileProblem } from './workbook-file-problem';

interface WorkbookFileButtonProps {
  busy: boolean;
  onFile: (file: File) => void;
  label: string;
  /** What the button shows while the file uploads and its job runs. */
  busyLabel: string;
  /** A tooltip naming what the workbook must hold. */
  hint?: string;
}

/**
 * Every workbook upload (spec §5 "Supplier import and other uploads"): opens the file chooser, or takes
 * a workbook dropped on it; one xlsx or xls file passes, anything else is refused with the spec's message.
 */
export function WorkbookFileButton({ busy, onFile, label, busyLabel, hint }: WorkbookFileButtonProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);

  const take = (files: File[]) => {
    const problem = importFileProblem(files);
    if (problem) {
      toast.error('params' in problem ? t(problem.key, problem.params) : t(problem.key));
      return;
    }
    if (files[0]) onFile(files[0]);
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    if (!busy) take(Array.from(event.dataTransfer.files));
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={IMPORT_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label={label}
        aria-hidden
        disabled={busy}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared at once, so the same file can be chosen again after a failure.
          event.target.value = '';
          take(files);
        }}
      />
      <Button
        variant="outline"
        title={hint}
        // aria-disabled, not disabled: a disabled button drops keyboard focus to the page while the upload runs.
        aria-disabled={busy}
        aria-busy={busy}
        className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        onClick={() => {
          if (!busy) input.current?.click();
        }}
        onDragOver={(event) => event.preventDefault()}
        onDrop={drop}
      >
        {busy ? <Spinner /> : <FileUpIcon aria-hidden />}
        {busy ? busyLabel : label}
      </Button>
    </>
  );
}
