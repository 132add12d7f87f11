import { describe, expect, it } from 'vitest';
import { smallestBy } from '#domains/device/data/pump-ranking';

/** A small seeded generator, so a failure names its case. */
function numbers(seed: number, count: number, range: number): number[] {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % range;
  });
}

describe('smallestBy', () => {
  it.each([
    [1, 1000, 20, 50],
    [2, 1000, 20, 1_000_000],
    [3, 37, 100, 5],
    [4, 5000, 400, 30],
    [5, 10, 0, 10],
  ])('equals a stable full sort (seed %i, %i items, first %i, %i distinct scores)', (seed, count, take, range) => {
    const items = numbers(seed, count, range).map((score, position) => ({ score, position }));
    const expected = [...items].sort((a, b) => a.score - b.score || a.position - b.position).slice(0, take);
    expect(smallestBy(items, take, (item) => item.score)).toEqual(expected);
  });
});
