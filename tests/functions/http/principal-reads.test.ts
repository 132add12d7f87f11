import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as authHandler } from '#domains/auth/handler';
import { createSession } from '#entities/session';
import { db, tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import { call } from '#test/api-event';
import { createTestProject, createTestUser } from '#test/fixtures';
import { createTestOrg, signedIn } from '#test/orgs';
import { useOwnTable } from '#test/own-table';
import { listUsers } from '../domains/user/user-fixtures';

// The counts below are of this file's calls alone: on the shared table, other files' account changes make
// the user list reload its copies mid-count.
useOwnTable();

/** The DynamoDB calls made while `run` runs, as `Command target` strings. */
const seen: string[] = [];
let watching = false;
const middlewareName = 'principalReadsTest';
beforeAll(() => {
  db().middlewareStack.add(
    (next, context) => async (args) => {
      if (watching) {
        const input = args.input as { Key?: { pk: string }; ExpressionAttributeValues?: Record<string, unknown> };
        seen.push(`${context.commandName} ${input.Key?.pk ?? JSON.stringify(input.ExpressionAttributeValues ?? {})}`);
      }
      return next(args);
    },
    { step: 'initialize', name: middlewareName },
  );
});
afterAll(() => {
  db().middlewareStack.remove(middlewareName);
});

async function callsOf(run: () => Promise<unknown>): Promise<string[]> {
  seen.length = 0;
  watching = true;
  try {
    await run();
  } finally {
    watching = false;
  }
  return [...seen];
}

describe('the reads behind one signed-in call', () => {
  it("an administrator's user list: session, account with organisation, projects once, the two change logs, the page's records", async () => {
    const { token } = await signedIn('admin');
    await listUsers(token); // loads the catalogue copies
    const calls = await callsOf(() => listUsers(token));
    expect(calls[0]).toMatch(/^GetItemCommand SESSION#/);
    expect(calls[1]).toMatch(/^BatchGetItemCommand/);
    expect(calls.filter((entry) => entry.includes('"PROJECTS"'))).toHaveLength(1);
    expect(calls.filter((entry) => entry.startsWith('GetItemCommand ORG#'))).toHaveLength(0);
    expect(calls.length).toBeLessThanOrEqual(6);
  });

  it('a session opened before sessions noted the organisation still works, reading the organisation after the account', async () => {
    const project = await createTestProject();
    const user = await createTestUser({ projectIds: [project.id], userType: '100' });
    const { token } = await createSession({ id: user.id, orgId: undefined as unknown as number }, { sourceIp: '', userAgent: '' });
    const answer = await call<{ id: number }[]>(authHandler, { path: '/project/user_project_list', token });
    expect(answer.result.map((row) => row.id)).toEqual([project.id]);
  });

  it('an account moved to another organisation since it signed in gets the new organisation’s projects at once', async () => {
    const [first, second] = [await createTestProject(), await createTestProject()];
    const user = await createTestUser({ projectIds: [first.id], userType: '100' });
    const { token } = await createSession(user, { sourceIp: '', userAgent: '' });
    const other = await createTestOrg({ projects: { [String(second.id)]: new Date().toISOString() } });
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(user.id),
        UpdateExpression: 'SET orgId = :org',
        ExpressionAttributeValues: { ':org': other.id },
      }),
    );
    const answer = await call<{ id: number }[]>(authHandler, { path: '/project/user_project_list', token });
    expect(answer.result.map((row) => row.id)).toEqual([second.id]);
  });
});
