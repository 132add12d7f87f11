import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { formatJobResult, scheduleJobs, schedulePeriodMs, type LocalJob } from '#local/jobs';

const until = async (condition: () => boolean, timeoutMs = 2_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(5);
  }
};

describe('scheduleJobs', () => {
  it('repeats each schedule at its period: a rate exactly, a cron by its finest fixed field', () => {
    expect(schedulePeriodMs('rate(5 minutes)')).toBe(300_000);
    expect(schedulePeriodMs('rate(1 hour)')).toBe(3_600_000);
    expect(schedulePeriodMs('cron(0 2 * * ? *)')).toBe(86_400_000);
    expect(schedulePeriodMs('cron(5 * * * ? *)')).toBe(3_600_000);
    expect(() => schedulePeriodMs('at(2026-01-01T00:00:00)')).toThrow(/Not a schedule expression/);
    expect(formatJobResult('password-expiry', { scanned: 3, flagged: 1, cleared: 0 })).toBe(
      'password-expiry: scanned 3, flagged 1, cleared 0',
    );
    expect(formatJobResult('spreadsheet-worker', { recovered: { completed: 0, failed: 1 } })).toBe(
      'spreadsheet-worker: recovered.completed 0, recovered.failed 1',
    );
  });

  it('runs each job at once and then on its interval, logging results and failures without stopping', async () => {
    const lines: string[] = [];
    let runs = 0;
    const jobs: LocalJob[] = [
      {
        name: 'counting',
        everyMs: 20,
        run: async () => {
          runs += 1;
          if (runs === 2) throw new Error('DynamoDB went away');
          return { runs };
        },
      },
    ];
    const schedule = scheduleJobs(jobs, (line) => lines.push(line));
    expect(runs).toBe(1);
    await until(() => runs >= 3);
    await schedule.stop();
    const stoppedAt = runs;
    await sleep(60);
    expect(runs).toBe(stoppedAt);
    expect(lines[0]).toBe('[job] counting: runs 1');
    expect(lines[1]).toMatch(/^\[job\] counting failed: Error: DynamoDB went away/);
    expect(lines[2]).toBe('[job] counting: runs 3');
  });

  it('never overlaps a slow run, and stop() waits for the run in progress', async () => {
    let active = 0;
    let maxActive = 0;
    let finished = 0;
    const jobs: LocalJob[] = [
      {
        name: 'slow',
        everyMs: 5,
        run: async () => {
          active += 1;
          maxActive = Math.max(maxActive, active);
          await sleep(40);
          active -= 1;
          finished += 1;
          return {};
        },
      },
    ];
    const schedule = scheduleJobs(jobs, () => undefined);
    await sleep(20);
    await schedule.stop();
    expect(maxActive).toBe(1);
    expect(finished).toBe(1);
    expect(active).toBe(0);
  });
});
