import { TIMING } from '@sddp/shared';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

/** Spec §8: what sending passwords says on success, on failure and when the confirm is cancelled. */
export function useSendPasswordToasts() {
  const { t } = useTranslation();
  return {
    sent: () => toast.success(t('message.sendPassword.success')),
    failed: () => toast.error(t('message.sendPassword.failure'), { duration: TIMING.errorToastMs }),
    cancelled: () => toast.info(t('message.sendPassword.cancelled')),
  };
}
