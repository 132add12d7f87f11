import { useState } from 'react';
import { TIMING } from '@sddp/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCountdown } from '@/lib/use-countdown';

interface SendCodeButtonProps {
  /** Checks the target field and sends the code; resolves true when a code went out. */
  onSend: () => Promise<boolean>;
  /** The idle label ('Send code', 'Get code'). */
  label: string;
  /** The label while counting down, from the seconds left ('42s'). */
  countdownLabel: (seconds: number) => string;
  disabled?: boolean;
  /** The code was just sent by another control: the button starts resting. */
  alreadySent?: boolean;
}

/** Spec §2.4 / §2.9: after a code is sent the button rests for 60 s, counting down. */
export function SendCodeButton({ onSend, label, countdownLabel, disabled, alreadySent = false }: SendCodeButtonProps) {
  const countdown = useCountdown(TIMING.codeCountdownSeconds, alreadySent);
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      if (await onSend()) countdown.start();
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      variant="outline"
      className="min-w-28"
      onClick={() => void send()}
      disabled={disabled || sending || countdown.running}
      aria-busy={sending}
    >
      {sending ? <Spinner /> : null}
      {countdown.running ? countdownLabel(countdown.remaining) : label}
    </Button>
  );
}
