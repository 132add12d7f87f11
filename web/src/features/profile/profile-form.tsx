import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { profileInput, type SessionUser } from '@sddp/shared';
import { ContactFields } from '@/components/form/contact-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { TextFormField } from '@/components/form/text-form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, FieldGroup, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { formatDateTime } from '@/lib/format-date-time';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { formResolver } from '@/lib/forms/form-resolver';
import { currentOfStaleEdit } from '@/lib/forms/stale-edit';
import { useUpdateProfileMutation } from './api/update-profile';

type FormInput = z.input<typeof profileInput>;
type FormOutput = z.output<typeof profileInput>;

const FIELDS = ['linkman', 'linkPhone', 'email', 'email2'] as const;

type Profile = Pick<SessionUser, 'linkman' | 'linkPhone' | 'email' | 'email2' | 'version'>;

/** The version travels with the card: a save from an older one is refused instead of overwriting. */
const savedValues = (user: Profile): FormInput => ({
  linkman: user.linkman,
  linkPhone: user.linkPhone,
  email: user.email,
  email2: user.email2,
  version: user.version,
});

/** Spec §2.11: the profile card. Cancel, or a failed save, puts the saved values back. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  // Keyed by the values, not the object: a background reload of the user info (whose licence URL is
  // re-signed every time) must not wipe what is being typed.
  const savedKey = JSON.stringify(savedValues(user));
  const saved = useMemo(() => JSON.parse(savedKey) as FormInput, [savedKey]);
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: formResolver(profileInput), defaultValues: saved });
  const update = useUpdateProfileMutation();

  // The user info is reloaded after a save: the form starts again from what is on record.
  useEffect(() => form.reset(saved), [form, saved]);

  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => toast.success(t('message.profile.modified')),
      onError: (error) => {
        // Someone else changed the account: show it as it is now. Rejected fields stay as typed, to be
        // corrected; any other failure reverts the card.
        const current = currentOfStaleEdit<Profile>(error);
        if (current) form.reset(savedValues(current));
        else if (!applyFieldErrors(form.setError, error, FIELDS)) form.reset(saved);
      },
    }),
  );

  const cancel = () => {
    form.reset(saved);
    toast.info(t('message.profile.cancelled'));
  };

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>{t('ui.profile.cardTitle')}</CardTitle>
      </CardHeader>
      <form noValidate onSubmit={submit} aria-label={t('ui.profile.cardTitle')} className="flex flex-col gap-6">
        <CardContent>
          <FieldGroup className="grid gap-4 md:grid-cols-2">
            <ReadOnlyField id="profile-account" label={t('ui.profile.account')} value={user.userCode} />
            <ReadOnlyField id="profile-company" label={t('ui.profile.company')} value={user.orgName} />
            <ReadOnlyField id="profile-last-login" label={t('ui.profile.lastLoginTime')} value={formatDateTime(user.lastLoginTime)} />
            <ContactFields
              control={form.control}
              linkman={{ name: 'linkman', id: 'profile-linkman', label: t('ui.profile.linkman'), autoComplete: 'name' }}
              phone={{ name: 'linkPhone', id: 'profile-link-phone', label: t('ui.profile.linkPhone'), autoComplete: 'tel' }}
              email={{ name: 'email', id: 'profile-email', label: t('ui.profile.email'), autoComplete: 'email' }}
            />
            <TextFormField
              control={form.control}
              name="email2"
              id="profile-email2"
              label={t('ui.profile.email2')}
              placeholder={t('ui.profile.email2Placeholder')}
              className="md:col-span-2"
            />
          </FieldGroup>
        </CardContent>
        <CardFooter className="justify-end gap-2">
          <Button variant="outline" onClick={cancel} disabled={update.isPending}>
            {t('ui.common.cancel')}
          </Button>
          <SubmitButton size="default" pending={update.isPending} label={t('ui.profile.modify')} pendingLabel={t('ui.common.saving')} />
        </CardFooter>
      </form>
    </Card>
  );
}

function ReadOnlyField({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input id={id} value={value} readOnly className="bg-muted/60 text-muted-foreground" />
    </Field>
  );
}
