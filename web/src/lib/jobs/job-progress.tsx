import { useTranslation } from 'react-i18next';
import type { JobProgress as Progress } from '@sddp/shared';

/** Rows done in the current phase: read, checked or written. */
function doneOf(progress: Progress): number {
  if (progress.phase === 'reading') return progress.read;
  if (progress.phase === 'checking') return progress.checked;
  if (progress.phase === 'writing') return progress.written;
  return 0;
}

/** The phase as words: 'reading row 120 of 10000' …, in the current language. */
export function useJobPhaseText() {
  const { t } = useTranslation();
  return (progress: Progress | undefined) =>
    !progress || progress.phase === 'starting' || progress.total === 0
      ? t('ui.jobs.phase.starting')
      : t(`ui.jobs.phase.${progress.phase}`, { done: doneOf(progress), total: progress.total });
}

/**
 * A job's progress bar with its phase text. Built of spans, so it may sit in a line of text (a toast,
 * an overlay's message).
 */
export function JobProgress({ progress, label }: { progress: Progress | undefined; label: string }) {
  const phaseText = useJobPhaseText();
  const percent = progress && progress.total > 0 ? Math.min(100, Math.round((doneOf(progress) / progress.total) * 100)) : 0;
  return (
    <span className="flex min-w-56 flex-col gap-1">
      <span
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={phaseText(progress)}
        className="block h-2 overflow-hidden rounded-full bg-muted"
      >
        <span className="block h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </span>
      <span className="text-xs text-muted-foreground tabular-nums">{phaseText(progress)}</span>
    </span>
  );
}
