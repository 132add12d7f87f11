import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { passwordPairSchema, stripWhitespace as strip } from '@sddp/shared';
import { PasswordFormField } from '@/components/form/password-form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { FieldGroup } from '@/components/ui/field';
import type { PasswordPair } from '@/lib/account/change-password';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { formResolver } from '@/lib/forms/form-resolver';
import { usePasswordPolicy } from '@/lib/password-policy/password-policy-query';
import { PasswordAgeNotice } from './password-age-notice';
import { PasswordRequirements } from './password-requirements';

const FIELDS = { password: 'pwd', confirm: 'pwd2' } as const;

export interface ResetPasswordFormProps {
  /** Prefix of the inputs' ids, unique on the page. */
  idPrefix: string;
  /** The inputs' name attributes as the screen calls them; the payload is always pwd/pwd2. */
  inputNames?: { password: string; confirm: string };
  /** Spec §2.7: the find-password screen drops whitespace as it is typed. */
  stripWhitespace?: boolean;
  /** Days until the current password expires (negative once past); shown above the fields. */
  pwdExpireTime?: number;
  submitLabel?: string;
  /** Sends the new password; a rejection with field errors lands on the fields. */
  onSubmit: (values: PasswordPair) => Promise<void>;
}

/**
 * The one new-password form of spec §2.7/§2.8 (first login, expired password, find password, the
 * navbar dialog): the deployed policy's rules, show/hide toggles, the requirements list. After a
 * success it stays disabled; the caller leaves the screen.
 */
export function ResetPasswordForm({
  idPrefix,
  inputNames,
  stripWhitespace = false,
  pwdExpireTime,
  submitLabel,
  onSubmit,
}: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const policy = usePasswordPolicy();
  const schema = useMemo(() => passwordPairSchema(FIELDS, policy), [policy]);
  const form = useForm<PasswordPair>({ resolver: formResolver(schema), defaultValues: { pwd: '', pwd2: '' } });
  const typed = useWatch({ control: form.control, name: 'pwd' });
  const [done, setDone] = useState(false);
  const transform = stripWhitespace ? strip : undefined;
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      setDone(true);
    } catch (error) {
      applyFieldErrors(form.setError, error, ['pwd', 'pwd2']);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-busy={busy}>
      {pwdExpireTime === undefined ? null : <PasswordAgeNotice pwdExpireTime={pwdExpireTime} />}
      <FieldGroup className="gap-4">
        <PasswordFormField
          control={form.control}
          name="pwd"
          id={`${idPrefix}-pwd`}
          inputName={inputNames?.password}
          label={t('ui.password.newPassword')}
          placeholder={t('ui.password.newPasswordPlaceholder')}
          toggleLabel={t('ui.password.showNewPassword')}
          capsLockHint={t('ui.login.capsLock')}
          transform={transform}
        />
        <PasswordFormField
          control={form.control}
          name="pwd2"
          id={`${idPrefix}-pwd2`}
          inputName={inputNames?.confirm}
          label={t('ui.password.confirmPassword')}
          placeholder={t('ui.password.confirmPlaceholder')}
          toggleLabel={t('ui.password.showConfirmPassword')}
          capsLockHint={t('ui.login.capsLock')}
          transform={transform}
        />
      </FieldGroup>
      <PasswordRequirements password={typed} />
      <SubmitButton
        className="w-full"
        pending={busy}
        disabled={done}
        label={submitLabel ?? t('ui.common.save')}
        pendingLabel={t('ui.common.saving')}
      />
    </form>
  );
}
