import { TIMING, updatePassword } from '@sddp/shared';
import { toast } from '@/components/ui/toast';
import { i18n } from '@/i18n';
import { callEndpoint } from '../api-client';
import { signOut } from '../session/sign-out';

export interface PasswordPair {
  pwd: string;
  pwd2: string;
}

/**
 * The signed-in password change (first login, expired password, navbar dialog). The server ends the
 * account's other sessions; this one ends here too, after the success message has shown for 1 s.
 */
export async function changePassword(input: PasswordPair): Promise<void> {
  await callEndpoint(updatePassword, input);
  toast.success(i18n.t('message.passwordChanged.changed'));
  setTimeout(() => void signOut({ to: '/login' }), TIMING.logoutAfterPasswordChangeMs);
}
