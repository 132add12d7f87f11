import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemporaryPassword, UserRow } from '@sddp/shared';
import { toast } from '@/components/ui/toast';
import { useDebouncedAction } from '@/lib/use-debounced-action';
import { useChangeUserStateMutation } from '../api/change-user-state';
import { useResetUserPasswordMutation } from '../api/reset-user-password';
import type { UserAudience } from '../api/user-audience';
import { TemporaryPasswordDialog } from '../password/temporary-password-dialog';
import type { StateChange } from './user-state-action';

/**
 * The row changes both user lists share: enable/disable and reset password, each debounced by 1 s
 * (spec §9); a reset ends in the shown-once password dialog (rendered by `passwordDialog`).
 */
export function useUserRowChanges(audience: UserAudience) {
  const { t } = useTranslation();
  const changeState = useChangeUserStateMutation(audience);
  const reset = useResetUserPasswordMutation(audience);
  const [password, setPassword] = useState<TemporaryPassword>();

  const onStateChange = useDebouncedAction((user: UserRow, state: StateChange) =>
    changeState.mutate({ userId: user.id, state, version: user.version }, { onSuccess: () => toast.success(t('message.stateChanged')) }),
  );
  const onReset = useDebouncedAction((user: UserRow) =>
    reset.mutate(user.id, {
      onSuccess: (answer) => {
        // Spec §8's reset message, naming where the password went instead of a fixed default.
        toast.success(
          answer.mailedTo ? t('message.resetPassword.success', { email: answer.mailedTo }) : t('message.resetPassword.successNoMail'),
        );
        setPassword(answer);
      },
    }),
  );

  const passwordDialog = <TemporaryPasswordDialog password={password} reason="reset" onClose={() => setPassword(undefined)} />;
  return { onStateChange, onReset, passwordDialog };
}
