import { describe, expect, it } from 'vitest';
import type { OrgRow } from '@sddp/shared';
import { handler } from '#domains/org/handler';
import { call } from '#test/api-event';
import { getItem, keys, uniqueCode } from '#test/fixtures';
import { createTestOrg, signedIn } from '#test/orgs';

const CLIENTS = 40;

describe('many administrators writing at once', () => {
  it('every answer is a success, a stale edit or a busy 503 (never a 500), and each says truly what was written', async () => {
    const { token } = await signedIn('admin');
    const orgs = await Promise.all(Array.from({ length: CLIENTS / 2 }, () => createTestOrg()));
    // Two clients per organisation, both from version 1: one of each pair renames, the other disables.
    // Every write also moves the one catalogue head, so the writers contend with each other.
    const requests = orgs.flatMap((org) => [
      {
        org,
        kind: 'rename' as const,
        name: uniqueCode('并发'),
        send: (name: string) =>
          call<OrgRow>(handler, { method: 'POST', path: '/org/admin/update', token, body: { id: org.id, orgName: name, version: 1 } }),
      },
      {
        org,
        kind: 'disable' as const,
        name: '',
        send: () =>
          call<OrgRow>(handler, { method: 'POST', path: '/org/admin/state', token, body: { id: org.id, state: 'n', version: 1 } }),
      },
    ]);
    const answers = await Promise.all(requests.map((request) => request.send(request.name)));

    expect(answers.map((answer) => answer.status).filter((status) => ![200, 409, 503].includes(status))).toEqual([]);
    for (const org of orgs) {
      const stored = await getItem(keys.org(org.id));
      const [rename, disable] = requests.flatMap((request, index) =>
        request.org === org ? [{ ...request, answer: answers[index]! }] : [],
      );
      expect(stored?.orgName).toBe(rename!.answer.status === 200 ? rename!.name : org.orgName);
      expect(stored?.state).toBe(disable!.answer.status === 200 ? '0' : '1');
      // From the same version, at most one of the pair is written; the other learns of it (409) or retries later (503).
      expect([rename!.answer.status, disable!.answer.status].filter((status) => status === 200).length).toBeLessThanOrEqual(1);
      expect(stored?.version).toBe(1 + [rename!.answer.status, disable!.answer.status].filter((status) => status === 200).length);
    }
  });
});
