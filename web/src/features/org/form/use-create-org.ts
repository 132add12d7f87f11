import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { useDebouncedAction } from '@/lib/use-debounced-action';
import { useCreateOrgMutation, type OrgCreateInput } from '../api/create-org';
import { applyOrgErrors } from './apply-org-errors';

/**
 * Sends a valid create form once (spec §9: add is debounced), then says so and closes; rejected
 * fields are marked on the form.
 */
export function useCreateOrg<T extends FieldValues & { orgCode?: string }>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  onDone: () => void,
) {
  const { t } = useTranslation();
  const create = useCreateOrgMutation();
  const send = useDebouncedAction((input: OrgCreateInput) =>
    create.mutate(input, {
      onSuccess: () => {
        toast.success(t('message.org.created'));
        onDone();
      },
      onError: (error) => applyOrgErrors(setError, error, fields),
    }),
  );
  return { send, pending: create.isPending };
}
