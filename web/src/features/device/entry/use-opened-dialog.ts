import { useState } from 'react';

/** Opened once, a dialog stays mounted (closed) so that it animates out; each opening starts a fresh form (`round`). */
export function useOpenedDialog() {
  const [open, setOpen] = useState(false);
  const [round, setRound] = useState(0);
  return {
    open,
    opened: round > 0,
    round,
    show: () => {
      setRound((current) => current + 1);
      setOpen(true);
    },
    close: () => setOpen(false),
  };
}
