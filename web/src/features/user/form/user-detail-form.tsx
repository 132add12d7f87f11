import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { userUpdateDetail, type UserActionRefusal, type UserDetail, type UserRow } from '@sddp/shared';
import { ContactFields } from '@/components/form/contact-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { TextFormField } from '@/components/form/text-form-field';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Field, FieldGroup, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { formResolver } from '@/lib/forms/form-resolver';
import { currentOfStaleEdit } from '@/lib/forms/stale-edit';
import { useUpdateUserDetailMutation } from '../api/update-user-detail';
import { UserDetailReadOnly } from './user-detail-read-only';

type Schema = typeof userUpdateDetail.input;
type FormInput = z.input<Schema>;
type FormOutput = z.output<Schema>;

const FIELDS = ['linkman', 'linkPhone', 'email', 'email2'] as const;

/** The version travels with the form: a save from an older one is refused instead of overwriting. */
const valuesOf = (user: UserRow): FormInput => ({
  userId: user.id,
  linkman: user.linkman,
  linkPhone: user.linkPhone,
  email: user.email,
  email2: user.email2,
  version: user.version,
});

/**
 * Spec §2.17: organisation and account read-only; contact, phone, e-mail and other e-mails with the §5
 * rules (the endpoint's own schema); 'Modify details' asks 'Confirm modifying user info?' first. Where the
 * server would refuse the save (`refusal`: one's own or a primary account), the fields are read-only and
 * the form says where the change is made instead.
 */
export function UserDetailForm({ user, refusal }: { user: UserDetail; refusal: UserActionRefusal | undefined }) {
  const { t } = useTranslation();
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: formResolver(userUpdateDetail.input), defaultValues: valuesOf(user) });
  const update = useUpdateUserDetailMutation();
  const [confirming, setConfirming] = useState<FormOutput>();

  const save = (values: FormOutput) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        toast.success(t('message.userDetail.success'));
        form.reset(valuesOf(saved));
      },
      onError: (error) => {
        const current = currentOfStaleEdit<UserRow>(error);
        if (current) form.reset(valuesOf(current));
        else applyFieldErrors(form.setError, error, FIELDS);
      },
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(setConfirming)} className="flex max-w-xl flex-col gap-6">
      <fieldset disabled={refusal !== undefined} className="contents">
        <FieldGroup className="gap-4">
          <Field data-disabled>
            <FieldLabel htmlFor="user-detail-org">{t('ui.user.orgName')}</FieldLabel>
            <Input id="user-detail-org" value={user.orgName} disabled />
          </Field>
          <Field data-disabled>
            <FieldLabel htmlFor="user-detail-account">{t('ui.user.userCode')}</FieldLabel>
            <Input id="user-detail-account" value={user.userCode} disabled />
          </Field>
          <ContactFields
            control={form.control}
            linkman={{
              name: 'linkman',
              id: 'user-detail-linkman',
              label: t('ui.user.linkman'),
              placeholder: t('ui.user.linkmanPlaceholder'),
              autoComplete: 'off',
            }}
            phone={{
              name: 'linkPhone',
              id: 'user-detail-linkPhone',
              label: t('ui.user.linkPhone'),
              placeholder: t('ui.user.linkPhonePlaceholder'),
              autoComplete: 'off',
            }}
            email={{
              name: 'email',
              id: 'user-detail-email',
              label: t('ui.user.email'),
              placeholder: t('ui.user.emailPlaceholder'),
              autoComplete: 'off',
            }}
          />
          <TextFormField
            control={form.control}
            name="email2"
            id="user-detail-email2"
            label={t('ui.user.email2')}
            placeholder={t('ui.user.email2Placeholder')}
            autoComplete="off"
          />
        </FieldGroup>
      </fieldset>
      {refusal ? (
        <UserDetailReadOnly refusal={refusal} />
      ) : (
        <div>
          <SubmitButton
            size="default"
            aria-haspopup="dialog"
            pending={update.isPending}
            label={t('ui.user.info.modify')}
            pendingLabel={t('ui.common.saving')}
          />
        </div>
      )}
      <AlertDialog open={confirming !== undefined} onOpenChange={(open) => !open && setConfirming(undefined)}>
        <AlertDialogContent aria-describedby={undefined}>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('ui.user.info.confirmModify')}</AlertDialogTitle>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('ui.common.cancel')}</AlertDialogCancel>
            <AlertDialogAction onClick={() => confirming && save(confirming)}>{t('ui.list.confirm')}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </form>
  );
}
