import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, ORG_TYPE } from '@sddp/shared';
import { createTestProject, createTestUser, keys, uniqueCode } from '#test/fixtures';
import { FUZZ_RUNS, fuzzCase, fuzzRequest } from '#test/fuzz-inputs';
import { createTestOrg } from '#test/orgs';
import type { SampleTargets } from '#test/sample-inputs';
import { inputFields } from '#test/schema-bounds';
import { callTraced, domainModules, logRowsOfRequest, signedInAs, snapshot, type DomainModule } from '#test/security-callers';
import { forceIntoProject } from '#test/targets';

/**
 * Generated malformed input for every endpoint of the table that reads fields, anonymously and as
 * admin: never a 5xx, always the envelope, and a refused call writes nothing (no operation-log row for
 * its request, the records it could name as they were).
 */
const withFields = ENDPOINTS.filter((endpoint) => inputFields(endpoint.input).length > 0);

let modules: Record<string, DomainModule>;
let targets: SampleTargets;
let watched: Array<{ pk: string; sk: string }>;

beforeAll(async () => {
  modules = await domainModules();
  const org = await createTestOrg({ orgType: ORG_TYPE.supplier, orgName: uniqueCode('模糊机构') });
  const user = await createTestUser({
    orgId: org.id,
    orgName: org.orgName,
    userRole: '10',
    userType: '100',
    email: `${uniqueCode('fuzz')}@example.com`,
  });
  const project = await createTestProject('20');
  await forceIntoProject(org.id, project.id);
  targets = { orgId: org.id, userId: user.id, projectId: project.id };
  watched = [keys.org(org.id), keys.user(user.id), keys.project(project.id)];
});

describe(`generated malformed input (${FUZZ_RUNS} runs per endpoint; FUZZ_RUNS raises it)`, () => {
  it.each(withFields.map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s',
    { timeout: 30_000 + FUZZ_RUNS * 1_000 },
    async (_id, endpoint) => {
      const module = modules[endpoint.domain]!;
      // A fresh administrator per endpoint: a generated call that succeeds (a new password, say) touches only this one.
      const admin = await signedInAs('admin', []);
      await fc.assert(
        fc.asyncProperty(fuzzCase(endpoint, targets), async (fuzz) => {
          const { options, tweak } = fuzzRequest(endpoint, fuzz, admin.token);
          const before = await snapshot([...watched, keys.user(admin.id)]);
          const started = new Date();
          const response = await callTraced(module, options, tweak);
          const label = `${endpoint.id} ${fuzz.transport} ${fuzz.anonymous ? 'anonymous' : 'admin'}: ${response.status} ${response.body.slice(0, 160)}`;
          expect(response.status, label).toBeLessThan(500);
          expect(response.envelope, label).toMatchObject({ code: response.status, message: expect.any(String) });
          expect(response.envelope, label).toHaveProperty('result');
          if (response.status >= 200 && response.status < 300) return;
          // Sign-ins log their failures by design; nothing else logs a refused call.
          const rows = await logRowsOfRequest(response.requestId, started);
          expect(
            rows.filter((row) => row.logKey !== endpoint.logFailure),
            label,
          ).toEqual([]);
          expect(await snapshot([...watched, keys.user(admin.id)]), label).toEqual(before);
        }),
        { numRuns: FUZZ_RUNS },
      );
    },
  );
});
