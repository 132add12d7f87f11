import { describe, expect, it } from 'vitest';
import { coverageOf } from '#domains/audit/data/audit-coverage';
import type { AssignmentRecord } from '#entities/audit-assignment';
import type { Breakdown } from '#entities/project-breakdown';

const breakdown: Breakdown = {
  projectId: 9001,
  version: 1,
  mainItems: [
    { code: 'A', name: 'a' },
    { code: 'B', name: 'b' },
  ],
  classes: [
    { code: 'x', name: 'x', type: 't' },
    { code: 'y', name: 'y', type: 't' },
  ],
};

const assignment = (userId: number, items: Record<string, string[]>): AssignmentRecord => ({
  projectId: 9001,
  cbsId: 1,
  auditRole: '21',
  userId,
  orgId: 1,
  items: Object.entries(items).map(([code, codes]) => ({ code, codes })),
  createTime: '',
  updateTime: '',
  version: 1,
});

const states = (map: Map<string, 0 | 1>) => Object.fromEntries(map);

describe('coverageOf', () => {
  it('is 0 everywhere with no reviewer', () => {
    const coverage = coverageOf(breakdown, []);
    expect(states(coverage.mainItems)).toEqual({ A: 0, B: 0 });
    expect(states(coverage.classes)).toEqual({ x: 0, y: 0 });
  });

  it('counts a pair once whoever covers it, across reviewers', () => {
    const coverage = coverageOf(breakdown, [assignment(1, { A: ['x', 'y'], B: ['x'] }), assignment(2, { A: ['x'], B: ['y'] })]);
    expect(states(coverage.mainItems)).toEqual({ A: 1, B: 1 });
    expect(states(coverage.classes)).toEqual({ x: 1, y: 1 });
  });

  it('ignores codes the breakdown no longer has', () => {
    const coverage = coverageOf(breakdown, [assignment(1, { A: ['x', 'gone'], GONE: ['y'] })]);
    expect(states(coverage.mainItems)).toEqual({ A: 0, B: 0 });
    expect(states(coverage.classes)).toEqual({ x: 0, y: 0 });
  });

  it('is 0 for a main item when the breakdown has no classes', () => {
    expect(states(coverageOf({ ...breakdown, classes: [] }, []).mainItems)).toEqual({ A: 0, B: 0 });
  });
});
