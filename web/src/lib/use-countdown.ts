import { useEffect, useState } from 'react';

const TICK_MS = 250;

/**
 * A seconds countdown: `remaining` is 0 when idle; `start()` begins a new run, as does mounting with
 * `runningFromStart`. Counted against the clock, not by ticks, so a throttled background tab still
 * ends on time.
 */
export function useCountdown(seconds: number, runningFromStart = false) {
  const [endsAt, setEndsAt] = useState<number | undefined>(() => (runningFromStart ? Date.now() + seconds * 1_000 : undefined));
  const [remaining, setRemaining] = useState(runningFromStart ? seconds : 0);

  useEffect(() => {
    if (endsAt === undefined) return;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1_000));
      setRemaining(left);
      if (left === 0) setEndsAt(undefined);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = () => {
    setEndsAt(Date.now() + seconds * 1_000);
    setRemaining(seconds);
  };
  return { remaining, running: remaining > 0, start };
}
