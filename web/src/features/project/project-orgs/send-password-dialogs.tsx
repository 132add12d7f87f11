import { ResetConfirmDialog } from './reset-confirm-dialog';
import { SendPasswordReportDialog } from './send-password-report-dialog';
import type { PasswordSendFlow } from './use-password-send-flow';

/** The two dialogs of a password send: the reset question, then the result. */
export function SendPasswordDialogs({ flow }: { flow: PasswordSendFlow }) {
  return (
    <>
      <ResetConfirmDialog asking={flow.asking} onConfirm={flow.confirm} onCancel={flow.cancel} />
      <SendPasswordReportDialog report={flow.report} onClose={flow.closeReport} />
    </>
  );
}
