import { describe, expect, it } from 'vitest';
import type { TestSpecification } from 'vitest/node';
import { plan } from '#test/sequencer';

const spec = (name: string, project = 'functions') =>
  ({ moduleId: `/repo/${name}`, project: { name: project } }) as unknown as TestSpecification;
const names = (files: TestSpecification[]) => files.map((file) => file.moduleId.replace('/repo/', ''));

/**
 * Replays an order as the run goes: each file to the worker that frees up first; a browser file holds its
 * worker until one of `slots` Chromium slots is free. Returns the wall time and the worker time lost waiting.
 */
function replay(order: TestSpecification[], seconds: Record<string, number>, workers: number, slots = 2) {
  const freeAt = Array.from({ length: workers }, () => 0);
  const browserEnds: number[] = [];
  let waited = 0;
  for (const file of order) {
    const worker = freeAt.indexOf(Math.min(...freeAt));
    let start = freeAt[worker]!;
    if (file.project.name === 'browser') {
      const busy = browserEnds.filter((end) => end > start).sort((a, b) => a - b);
      if (busy.length >= slots) {
        waited += busy[busy.length - slots]! - start;
        start = busy[busy.length - slots]!;
      }
    }
    const end = start + seconds[file.moduleId.replace('/repo/', '')]!;
    if (file.project.name === 'browser') browserEnds.push(end);
    freeAt[worker] = end;
  }
  return { wall: Math.max(...freeAt), waited };
}

describe('the planned test order', () => {
  const seconds: Record<string, number> = { a: 100, b: 10, c: 10, d: 10, e: 60, f: 5, x: 50, y: 50, z: 50 };
  const files = [...'abcdef'].map((name) => spec(name)).concat([...'xyz'].map((name) => spec(name, 'browser')));
  const durationOf = (file: TestSpecification) => seconds[file.moduleId.replace('/repo/', '')]!;

  it('starts the longest files first, so none is left to hold the end of the run', () => {
    const order = plan(files, durationOf, 3, 2);
    expect(names(order)[0]).toBe('a');
    expect(replay(order, seconds, 3).wall).toBeLessThanOrEqual(120);
    expect(replay(files, seconds, 3).wall).toBeGreaterThan(replay(order, seconds, 3).wall);
  });

  it('keeps workers off a full set of Chromium slots while other files can run', () => {
    const naive = [...'xyz'].map((name) => spec(name, 'browser')).concat([...'abcdef'].map((name) => spec(name)));
    expect(replay(naive, seconds, 3, 1).waited).toBeGreaterThan(0);
    const order = plan(naive, durationOf, 3, 1);
    expect(replay(order, seconds, 3, 1).waited).toBeLessThan(replay(naive, seconds, 3, 1).waited);
    expect(new Set(names(order))).toEqual(new Set(Object.keys(seconds)));
  });
});
