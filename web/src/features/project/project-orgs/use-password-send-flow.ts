import { useState } from 'react';
import type { SendPasswordResult } from '@sddp/shared';
import type { ConfirmReset } from '../api/send-passwords';
import { useSendPasswordToasts } from './use-send-password-toasts';

export interface PasswordSendFlow {
  /** The first call, without a confirmation. */
  start: () => void;
  /** The answer that named accounts in use: the reset question is open while it is set. */
  asking: SendPasswordResult | undefined;
  confirm: (choice: ConfirmReset) => void;
  cancel: () => void;
  /** The final answer: the result dialog is open while it is set. */
  report: SendPasswordResult | undefined;
  closeReport: () => void;
}

/**
 * One send: if the server names accounts in use, ask once and repeat the call with the answer
 * (docs/decisions.md "Send password tells the truth"); then a toast and the result dialog.
 */
export function usePasswordSendFlow(send: (confirmReset?: ConfirmReset) => Promise<SendPasswordResult>): PasswordSendFlow {
  const toasts = useSendPasswordToasts();
  const [asking, setAsking] = useState<SendPasswordResult>();
  const [report, setReport] = useState<SendPasswordResult>();

  const run = (confirmReset?: ConfirmReset) =>
    void send(confirmReset).then((result) => {
      if (result.needsConfirmation.length > 0) {
        setAsking(result);
        return;
      }
      toasts.reported(result);
      setReport(result);
    }, toasts.failed);

  return {
    start: () => run(),
    asking,
    confirm: (choice) => {
      setAsking(undefined);
      run(choice);
    },
    cancel: () => {
      setAsking(undefined);
      toasts.cancelled();
    },
    report,
    closeReport: () => setReport(undefined),
  };
}
