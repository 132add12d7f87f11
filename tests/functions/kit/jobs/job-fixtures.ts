import { randomInt } from 'node:crypto';
import type { JobOwner } from '#kit/jobs/job-record';
import { createJob } from '#kit/jobs/job-store';

/** A job's owner as a route would record it; the user id is made up unless given. */
export const testOwner = (overrides: Partial<JobOwner> = {}): JobOwner => ({
  userId: randomInt(900_000_000, 999_999_999),
  userCode: 'jobs_owner',
  orgName: '测试机构',
  linkman: '测试用户',
  language: 'zh',
  requestId: 'req-jobs',
  reqUrl: '/user-api/org/admin/export',
  ...overrides,
});

/** A queued export job (its input never runs in these tests). */
export const queuedExport = (owner = testOwner()) => createJob('org.export', owner, { filter: { orgName: '', orgCode: '', bpCode: '' } });
