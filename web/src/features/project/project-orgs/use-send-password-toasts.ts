import { useTranslation } from 'react-i18next';
import type { SendPasswordResult } from '@sddp/shared';
import { toast } from '@/components/ui/toast';
import { SKIP_REASON_TEXT } from './skip-reason-text';

/**
 * Spec §8: what sending passwords says on success, on failure and when the confirm is cancelled.
 * '发送密码成功' only when at least one password went out; otherwise why none did.
 */
export function useSendPasswordToasts() {
  const { t } = useTranslation();
  return {
    reported: (result: SendPasswordResult) => {
      if (result.sent > 0) {
        toast.success(t('message.sendPassword.success'));
        return;
      }
      const reasons = [...new Set(result.notSent.map((skip) => skip.reason))].map((reason) => t(SKIP_REASON_TEXT[reason]));
      const separator = t('ui.project.orgs.passwords.reasonSeparator');
      toast.warning(
        reasons.length
          ? t('ui.project.orgs.passwords.noneSent', { reasons: reasons.join(separator) })
          : t('ui.project.orgs.passwords.noOrgs'),
      );
    },
    failed: () => toast.error(t('message.sendPassword.failure')),
    cancelled: () => toast.info(t('message.sendPassword.cancelled')),
  };
}
