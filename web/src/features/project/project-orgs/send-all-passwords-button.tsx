import { MailIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '@/components/list/confirm';
import { useDebouncedAction } from '@/lib/use-debounced-action';
import { useSendAllPasswordsMutation } from '../api/send-passwords';
import type { OrgKind } from '../org-kind';
import { SendPasswordDialogs } from './send-password-dialogs';
import { usePasswordSendFlow } from './use-password-send-flow';
import { useSendPasswordToasts } from './use-send-password-toasts';

export function SendAllPasswordsButton({ kind, projectId }: { kind: OrgKind; projectId: number }) {
  const { t } = useTranslation();
  const sendAll = useSendAllPasswordsMutation();
  const passwordToasts = useSendPasswordToasts();
  const passwordFlow = usePasswordSendFlow((confirmReset) => sendAll.mutateAsync({ projectId, kind, confirmReset }));
  const send = useDebouncedAction(passwordFlow.start);
  return (
    <>
      <ConfirmButton
        variant="outline"
        title={t('ui.project.orgs.sendAllConfirm')}
        onConfirm={send}
        onCancel={passwordToasts.cancelled}
        disabled={sendAll.isPending}
      >
        <MailIcon aria-hidden />
        {t('ui.project.orgs.sendAll')}
      </ConfirmButton>
      <SendPasswordDialogs flow={passwordFlow} />
    </>
  );
}
