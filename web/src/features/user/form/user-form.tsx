import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { ORG_ID, PAGE_PERMISSIONS, userFormRules, type CreatedUser, type SessionUser, type UserRow } from '@sddp/shared';
import { DialogFormFooter } from '@/components/form/dialog-form-footer';
import { TextFormField } from '@/components/form/text-form-field';
import { FieldGroup } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { formResolver } from '@/lib/forms/form-resolver';
import { currentOfStaleEdit } from '@/lib/forms/stale-edit';
import { useCreateUserMutation } from '../api/create-user';
import { useUpdateUserMutation } from '../api/update-user';
import { applyUserErrors } from './apply-user-errors';
import { CheckboxGroupField } from './checkbox-group-field';
import { parsePermissionType } from './permission-type';
import { RequiredLabel } from './required-label';
import { UserFormTips } from './user-form-tips';
import { UserTypeField } from './user-type-field';

type Schema = ReturnType<typeof userFormRules>;
type FormInput = z.input<Schema>;
type FormOutput = z.output<Schema>;

const FIELDS = ['linkman', 'userCode', 'linkPhone', 'email', 'orgDepartment', 'projectIds', 'userType', 'permissionType'] as const;

export interface ProjectOption {
  value: number;
  label: string;
}

interface UserFormProps {
  /** Undefined adds a user; a row edits it. */
  editing: UserRow | undefined;
  /** The signed-in user manager: its organisation decides the 53 fields and rules (spec §5). */
  actor: SessionUser;
  projects: readonly ProjectOption[];
  onCreated: (created: CreatedUser) => void;
  onSaved: () => void;
  onCancel: () => void;
}

const valuesOf = (user: UserRow | undefined): FormInput => ({
  linkman: user?.linkman ?? '',
  userCode: user?.userCode ?? '',
  linkPhone: user?.linkPhone ?? '',
  email: user?.email ?? '',
  orgDepartment: user?.orgDepartment ?? '',
  projectIds: [],
  userType: user?.userType ?? '',
  permissionType: user ? parsePermissionType(user.permissionType) : [],
});

/**
 * Add / edit user, reading B (spec §2.18, §5): the shared rules with the caller's context, so the
 * conditional rules of organisation 53 apply here exactly as on the server.
 */
export function UserForm({ editing, actor, projects, onCreated, onSaved, onCancel }: UserFormProps) {
  const { t } = useTranslation();
  const reviewOrg = actor.orgId === ORG_ID.reviewOwner;
  const schema = useMemo(
    () =>
      userFormRules({
        orgId: actor.orgId,
        actorUserType: actor.userType,
        actorUserRole: actor.userRole,
        editingUserType: editing?.userType,
      }),
    [actor.orgId, actor.userType, actor.userRole, editing?.userType],
  );
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: formResolver(schema), defaultValues: valuesOf(editing) });
  const create = useCreateUserMutation();
  const update = useUpdateUserMutation();
  const pending = create.isPending || update.isPending;

  const onError = (error: unknown) => {
    const current = currentOfStaleEdit<UserRow>(error);
    if (current) form.reset(valuesOf(current));
    else applyUserErrors(form.setError, error, FIELDS);
  };

  const submit = form.handleSubmit((values) => {
    const extra = reviewOrg ? { userType: values.userType || undefined, permissionType: values.permissionType } : {};
    const common = {
      linkman: values.linkman,
      linkPhone: values.linkPhone,
      email: values.email,
      orgDepartment: values.orgDepartment,
      ...extra,
    };
    if (editing) {
      update.mutate(
        { ...common, userId: editing.id, version: editing.version },
        {
          onSuccess: () => {
            toast.success(t('message.userSave.success'));
            onSaved();
          },
          onError,
        },
      );
    } else {
      create.mutate(
        { ...common, userCode: values.userCode, projectIds: values.projectIds },
        {
          onSuccess: (created) => {
            toast.success(t('message.userSave.created'));
            onCreated(created);
          },
          onError,
        },
      );
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <FieldGroup className="gap-4">
        <TextFormField
          control={form.control}
          name="linkman"
          id="user-form-linkman"
          label={<RequiredLabel text={t('ui.user.name')} />}
          aria-required
          placeholder={t('ui.user.namePlaceholder')}
          autoComplete="off"
        />
        <TextFormField
          control={form.control}
          name="userCode"
          id="user-form-userCode"
          label={<RequiredLabel text={t('ui.user.userCode')} />}
          aria-required
          placeholder={t('ui.user.userCodePlaceholder')}
          autoComplete="off"
          disabled={editing !== undefined}
        />
        <TextFormField
          control={form.control}
          name="linkPhone"
          id="user-form-linkPhone"
          label={<RequiredLabel text={t('ui.user.linkPhone')} />}
          aria-required
          placeholder={t('ui.user.linkPhonePlaceholder')}
          inputMode="tel"
          autoComplete="off"
        />
        <TextFormField
          control={form.control}
          name="email"
          id="user-form-email"
          type="email"
          label={<RequiredLabel text={t('ui.user.email')} />}
          aria-required
          placeholder={t('ui.user.emailPlaceholder')}
          autoComplete="off"
        />
        <TextFormField
          control={form.control}
          name="orgDepartment"
          id="user-form-department"
          label={t('ui.user.department')}
          placeholder={t('ui.user.departmentPlaceholder')}
          autoComplete="off"
        />
        {editing ? null : (
          <CheckboxGroupField
            control={form.control}
            name="projectIds"
            id="user-form-projects"
            label={t('ui.user.form.projects')}
            options={projects}
            description={projects.length === 0 ? t('ui.user.form.noProjects') : undefined}
          />
        )}
        {reviewOrg ? (
          <>
            <UserTypeField control={form.control} name="userType" id="user-form-userType" label={t('ui.user.form.userType')} />
            <CheckboxGroupField
              control={form.control}
              name="permissionType"
              id="user-form-permission"
              label={t('ui.user.form.permission')}
              options={PAGE_PERMISSIONS.map((permission) => ({ value: permission, label: t(`ui.user.form.permission${permission}`) }))}
            />
          </>
        ) : null}
      </FieldGroup>
      <UserFormTips />
      <DialogFormFooter pending={pending} onCancel={onCancel} label={t('ui.list.confirm')} />
    </form>
  );
}
