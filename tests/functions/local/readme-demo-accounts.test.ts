import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { derivePermissions } from '@sddp/shared';
import { DEMO_ACCOUNTS, DEMO_PROJECTS } from '#local/demo/data';

const README = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

/** Account → roles cell of the README's demo-account table, unescaped as GitHub renders it. */
function readmeRoles(): Map<string, string> {
  const section = README.slice(README.indexOf('### Demo accounts'));
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  return new Map(
    rows.map((row) => {
      const [account, roles] = row
        .split(/(?<!\\)\|/)
        .slice(1, 3)
        .map((cell) => cell.trim().replace(/\\\|/g, '|').replace(/`/g, ''));
      return [account!, roles!];
    }),
  );
}

describe('README: the demo accounts', () => {
  it('lists every seeded account with the roles spec §6 derives for it (what its profile and the start banner show)', () => {
    const states = new Map(DEMO_PROJECTS.map((project) => [project.id, project.state]));
    const derived = DEMO_ACCOUNTS.map((spec) => {
      const projects = spec.projectIds.map((id) => ({ id, state: states.get(id)! }));
      return [spec.userCode, derivePermissions(spec, projects).join(' | ')] as const;
    });
    expect([...readmeRoles()].sort()).toEqual([...derived].sort());
  });
});
