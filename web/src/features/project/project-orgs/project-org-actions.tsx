import { useTranslation } from 'react-i18next';
import { receivesPasswords, type ProjectOrgRow } from '@sddp/shared';
import { DataTableRowActions } from '@/components/data-table';
import { ConfirmButton } from '@/components/list/confirm';
import { toast } from '@/components/ui/toast';
import { useDebouncedAction } from '@/lib/use-debounced-action';
import { useChangeProjectOrgMutation } from '../api/change-project-org';
import { useSendPasswordMutation } from '../api/send-passwords';
import { ORG_KIND_TEXT, type OrgKind } from '../org-kind';
import { SendPasswordDialogs } from './send-password-dialogs';
import { usePasswordSendFlow } from './use-password-send-flow';
import { useSendPasswordToasts } from './use-send-password-toasts';

interface ProjectOrgActionsProps {
  kind: OrgKind;
  projectId: number;
  org: ProjectOrgRow;
}

const actionClass = 'h-auto px-1';

/**
 * Spec §2.15: join or remove (each confirmed), and for members the server sends passwords to (receivesPasswords:
 * enabled), send their password (asking again before a reset).
 */
export function ProjectOrgActions({ kind, projectId, org }: ProjectOrgActionsProps) {
  const { t } = useTranslation();
  const added = org.addState === 'y';
  const membership = useChangeProjectOrgMutation(kind);
  const sendPassword = useSendPasswordMutation();
  const passwordToasts = useSendPasswordToasts();
  const passwordFlow = usePasswordSendFlow((confirmReset) => sendPassword.mutateAsync({ projectId, orgId: org.orgId, confirmReset }));

  const changeMembership = useDebouncedAction((join: boolean) =>
    membership.mutate(
      { projectId, orgId: org.orgId, join },
      { onSuccess: () => toast.success(t(join ? ORG_KIND_TEXT[kind].joined : ORG_KIND_TEXT[kind].removed)) },
    ),
  );
  const send = useDebouncedAction(passwordFlow.start);

  return (
    <DataTableRowActions>
      {added ? (
        <ConfirmButton
          variant="link"
          size="sm"
          className={`${actionClass} text-destructive`}
          title={t('ui.project.orgs.removeConfirm', { name: org.orgName })}
          onConfirm={() => changeMembership(false)}
          disabled={membership.isPending}
        >
          {t('ui.project.orgs.remove')}
        </ConfirmButton>
      ) : (
        <ConfirmButton
          variant="link"
          size="sm"
          className={actionClass}
          title={t('ui.project.orgs.joinConfirm', { name: org.orgName })}
          onConfirm={() => changeMembership(true)}
          disabled={membership.isPending}
        >
          {t('ui.project.orgs.join')}
        </ConfirmButton>
      )}
      {receivesPasswords(org, added) ? (
        <ConfirmButton
          variant="link"
          size="sm"
          className={actionClass}
          title={t('ui.project.orgs.sendPasswordConfirm')}
          onConfirm={send}
          onCancel={passwordToasts.cancelled}
          disabled={sendPassword.isPending}
        >
          {t('ui.project.orgs.sendPassword')}
        </ConfirmButton>
      ) : null}
      <SendPasswordDialogs flow={passwordFlow} />
    </DataTableRowActions>
  );
}
