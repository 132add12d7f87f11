import { useEffect, useState } from 'react';

/** A seconds countdown: `remaining` is 0 when idle; `start()` begins a new run. */
export function useCountdown(seconds: number) {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((value) => value - 1), 1_000);
    return () => clearTimeout(timer);
  }, [remaining]);
  return { remaining, running: remaining > 0, start: () => setRemaining(seconds) };
}
