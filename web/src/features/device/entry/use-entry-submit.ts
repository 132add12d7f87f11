import type { UseMutationResult } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useDebouncedAction } from '@/lib/use-debounced-action';

/**
 * Sends a valid entry form once (a double click sends one request), then toasts `done` and closes;
 * the server's field errors (a number taken, an unknown supplier or pump) land under their fields.
 */
export function useEntrySubmit<T extends FieldValues, I>(
  mutation: UseMutationResult<unknown, Error, I>,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  done: string,
  onDone: () => void,
  /** A refusal that is no field's (a stale version): e.g. show the record as it is now. */
  onRefused?: (error: Error) => void,
) {
  // mutateAsync, not mutate's own callbacks: those are dropped when the dialog unmounts before the answer
  // (a list refetch can remount its row), and the save would then end without its toast.
  const send = useDebouncedAction(async (input: I) => {
    try {
      await mutation.mutateAsync(input);
    } catch (error) {
      if (!applyFieldErrors(setError, error as Error, fields)) onRefused?.(error as Error);
      return;
    }
    toast.success(done);
    onDone();
  });
  return { send, pending: mutation.isPending };
}
