import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handler } from '#domains/auth/handler';
import { db, tableName } from '#kit/db/client';
import type { InventoryStandIn } from '#local/inventory-stand-in';
import { call } from '#test/api-event';
import { createTestUser, getItem, keys } from '#test/fixtures';
import { tokenFor } from '#test/sign-in';
import { startTestInventory, useEnv } from '#test/sso';

let inventory: InventoryStandIn;

beforeAll(async () => {
  inventory = await startTestInventory();
});
afterAll(async () => {
  await inventory.stop();
});
beforeEach(() => inventory.behave({}));

const goToInventory = (token: string, language?: string) =>
  call<{ url: string }>(handler, { method: 'POST', path: '/user/inventory/sso', token, ...(language ? { language } : {}) });
const registerState = async (token: string) =>
  (await call<{ huayunRegisterState: number }>(handler, { path: '/user/info', token })).result.huayunRegisterState;

describe('inventory-system single sign-on (spec §4), done on the server', () => {
  it('registers an unregistered account first, then hands over a token URL for the right account', async () => {
    const user = await createTestUser({ linkman: 'Li Lei', phone: '13800000001' });
    const token = await tokenFor(user.userCode);
    expect(await registerState(token)).toBe(0);
    const answer = await goToInventory(token);
    expect(answer.code).toBe(200);
    expect(answer.result.url).toMatch(new RegExp(`^${inventory.baseUrl}/thirdparty/inventory\\?access_token=[\\w-]+$`));
    expect(inventory.registered.has(user.userCode)).toBe(true);
    expect(await registerState(token)).toBe(1);
    const page = await fetch(answer.result.url).then((response) => response.text());
    expect(page).toContain(`Signed in as ${user.userCode}`);
    const { Items } = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.logsOfUser(user.userCode) },
      }),
    );
    expect(Items?.map((row) => row.log)).toContain('跳转库存系统：Li Lei 13800000001');
  });

  it('an account already registered gets a token directly (registration is not repeated)', async () => {
    const user = await createTestUser();
    const token = await tokenFor(user.userCode);
    expect((await goToInventory(token)).code).toBe(200);
    expect((await goToInventory(token)).code).toBe(200);
    expect(inventory.calls.filter((entry) => entry.endsWith(` ${user.userCode}`))).toEqual([
      `register ${user.userCode}`,
      `token ${user.userCode}`,
      `token ${user.userCode}`,
    ]);
    const stored = await getItem(keys.inventoryAccount(user.id));
    expect(stored?.registeredAt).toBeTypeOf('string');
  });

  it("shows the inventory system's own message when it refuses", async () => {
    const token = await tokenFor((await createTestUser()).userCode);
    inventory.behave({ refuseWith: 'quota exceeded' });
    const refused = await goToInventory(token);
    expect(refused.code).toBe(400);
    expect(refused.message).toBe('库存系统：quota exceeded');
    expect(await registerState(token)).toBe(0);
  });

  it('gives a clear message when the inventory system does not answer in time', async () => {
    const token = await tokenFor((await createTestUser()).userCode);
    useEnv({ INVENTORY_TIMEOUT_MS: '200' });
    inventory.behave({ delayMs: 1_000 });
    try {
      const late = await goToInventory(token, 'en');
      expect(late.code).toBe(503);
      expect(late.message).toBe('The inventory system did not answer in time, please try again later');
    } finally {
      useEnv({ INVENTORY_TIMEOUT_MS: undefined });
    }
  });

  it('says so when the inventory system is not configured, and needs a session', async () => {
    const token = await tokenFor((await createTestUser()).userCode);
    const saved = process.env.INVENTORY_CLIENT_SECRET;
    useEnv({ INVENTORY_CLIENT_SECRET: undefined });
    try {
      expect((await goToInventory(token)).message).toBe('库存系统未配置');
    } finally {
      useEnv({ INVENTORY_CLIENT_SECRET: saved });
    }
    expect((await call(handler, { method: 'POST', path: '/user/inventory/sso' })).code).toBe(401);
  });
});
