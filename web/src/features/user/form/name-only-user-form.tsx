import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { userNameOnlyInput, type CreatedUser } from '@sddp/shared';
import { DialogFormFooter } from '@/components/form/dialog-form-footer';
import { TextFormField } from '@/components/form/text-form-field';
import { toast } from '@/components/ui/toast';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { formResolver } from '@/lib/forms/form-resolver';
import { useCreateNamedUserMutation } from '../api/create-named-user';
import { RequiredLabel } from './required-label';

type FormInput = z.input<typeof userNameOnlyInput>;
type FormOutput = z.output<typeof userNameOnlyInput>;

/** Add user, reading A (spec §2.18): only a name; the system makes the login account and a temporary password. */
export function NameOnlyUserForm({ onCreated, onCancel }: { onCreated: (created: CreatedUser) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: formResolver(userNameOnlyInput), defaultValues: { linkman: '' } });
  const create = useCreateNamedUserMutation();
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (created) => {
        toast.success(t('message.userSave.created'));
        onCreated(created);
      },
      onError: (error) => applyFieldErrors(form.setError, error, ['linkman']),
    }),
  );
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <TextFormField
        control={form.control}
        name="linkman"
        id="user-name-only-linkman"
        label={<RequiredLabel text={t('ui.user.nameOnly.label')} />}
        aria-required
        placeholder={t('ui.user.nameOnly.placeholder')}
        autoComplete="off"
      />
      <ul className="list-disc ps-5 text-sm text-muted-foreground">
        <li>{t('ui.user.nameOnly.tipAccount')}</li>
        <li>{t('ui.user.nameOnly.tipPassword')}</li>
      </ul>
      <DialogFormFooter pending={create.isPending} onCancel={onCancel} label={t('ui.list.confirm')} />
    </form>
  );
}
