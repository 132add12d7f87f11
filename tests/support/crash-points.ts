/**
 * Crash tests kill an import at many points; `npm test` runs a sample of them (one per outcome, the
 * mid-write ones), `npm run test:crash` (CRASH_POINTS=all) runs every point.
 */
export const EVERY_CRASH_POINT = process.env.CRASH_POINTS === 'all';

/** How a describe names what it runs: the sample or every point. */
export const CRASH_SCOPE = EVERY_CRASH_POINT ? 'every point' : 'a sample of the points; CRASH_POINTS=all runs every one';

/** The cases to run: every one under CRASH_POINTS=all, else those marked `sampled`. */
export function crashCases<Case extends { sampled?: boolean }>(cases: readonly Case[]): Case[] {
  const chosen = EVERY_CRASH_POINT ? [...cases] : cases.filter((candidate) => candidate.sampled);
  if (chosen.length === 0) throw new Error('a crash test marks none of its cases as sampled');
  return chosen;
}
