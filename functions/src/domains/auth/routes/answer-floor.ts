/**
 * Holds an answer until at least `floorMs` after `started`, so that whether the work behind it found an
 * account (and sent something) cannot be told from the time taken.
 */
export async function holdAnswerUntilFloor(started: number, floorMs: number): Promise<void> {
  const wait = floorMs - (Date.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

export const ENUMERATION_FLOOR_MS = 800;
