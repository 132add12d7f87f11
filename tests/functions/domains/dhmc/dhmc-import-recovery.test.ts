import { describe, expect, it } from 'vitest';
import { dhmcPeopleOf } from '#domains/dhmc/data/dhmc-people';
import { recoverDhmcImportJob } from '#domains/dhmc/jobs/dhmc-import-recovery';
import { projectIdsOfUser } from '#entities/project';
import { findUserByCode } from '#entities/user';
import type { JobRecordOf } from '#kit/jobs/job-record';
import { claimJob, createJob } from '#kit/jobs/job-store';
import { createTestProject, uniqueCode } from '#test/fixtures';
import { userImportKilledAt, type CrashPoint } from '#test/import-crash';
import { createTestOrg } from '#test/orgs';
import { lastMailTo } from '#test/outbox';
import { signIn } from '#test/sign-in';
import { importedAccounts } from '#test/user-import-crash-state';
import { testOwner } from '../../kit/jobs/job-fixtures';

/**
 * A DHMC import whose worker is killed (SIGKILL) in its accounts write, then recovered by its kind's
 * hook as the recovery pass would: committed, the accounts are linked to the project and mailed new
 * temporary passwords that sign in (the first ones died with the worker); not committed, nothing is.
 */
async function killedImport(crash: CrashPoint) {
  const project = await createTestProject();
  const org = await createTestOrg({
    orgName: `${uniqueCode('DHMC')} 中心`,
    orgType: '80',
    projects: { [String(project.id)]: new Date().toISOString() },
  });
  const marker = uniqueCode('dhrec');
  const accounts = importedAccounts(2, marker, org).map((account, index) => ({
    ...account,
    userRole: '80',
    email: `${marker}.${index}@example.com`,
  }));
  const created = await createJob('dhmc.import', testOwner(), { key: `audit/dhmc/1/${marker}.xlsx`, projectId: project.id });
  const job = (await claimJob(created.id)) as JobRecordOf<'dhmc.import'>;
  expect((await userImportKilledAt(job.id, accounts, crash)).killed).toBe(true);
  return { project, accounts, job };
}

describe('an interrupted DHMC import', () => {
  it('killed after its commit: the accounts are linked to the project and each is mailed a working new password', async () => {
    const { project, accounts, job } = await killedImport({ step: 'committed' });

    const outcome = await recoverDhmcImportJob(job);

    expect(outcome).toMatchObject({ state: 'done', result: { status: 'imported', created: 2, unchanged: 0 } });
    const listed = outcome.state === 'done' ? outcome.result.accounts : [];
    expect(listed.map((account) => [account.userCode, account.mailedTo]).sort()).toEqual(
      accounts.map((account) => [account.userCode, account.email]).sort(),
    );
    expect((await dhmcPeopleOf(project.id)).map((person) => person.discipline)).toEqual(['', '']);
    for (const account of accounts) {
      const user = (await findUserByCode(account.userCode))!;
      expect(await projectIdsOfUser(user.id)).toEqual([project.id]);
      expect(user).toMatchObject({ mustChangePassword: true });
      const password = /初始密码：(\S+)/.exec((await lastMailTo(account.email))?.text ?? '')?.[1];
      expect(password).toBeDefined();
      expect((await signIn(account.userCode, password!)).code).toBe(200);
    }
  }, 120_000);

  it('killed before its commit: it fails as interrupted, and no account and no person is left', async () => {
    const { project, accounts, job } = await killedImport({ step: 'staged' });

    expect(await recoverDhmcImportJob(job)).toMatchObject({ state: 'failed', error: { messageKey: 'error.importInterrupted' } });
    expect(await dhmcPeopleOf(project.id)).toEqual([]);
    for (const account of accounts) expect(await findUserByCode(account.userCode)).toBeUndefined();
    expect(await lastMailTo(accounts[0]!.email)).toBeUndefined();
  }, 120_000);
});
