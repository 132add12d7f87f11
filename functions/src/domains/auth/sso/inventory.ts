import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ERROR_CODE } from '@sddp/shared';
import type { UserRecord } from '#entities/user';
import { config } from '#kit/config';
import { db, tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import { AppError } from '#kit/errors';
import { nowIso } from '#kit/time';
import { readSecret } from './secrets';

/** Spec §7: the inventory system answers { code, message, data }; 200 is success, data the token. */
interface InventoryAnswer {
  code?: unknown;
  message?: unknown;
  data?: unknown;
}

export interface InventoryHandOver {
  url: string;
  loginName: string;
  phone: string;
  registered: boolean;
}

const MESSAGE_MAX = 200;

/**
 * Spec §4 done on the server, so the client secret never reaches the browser: register the account
 * when it is not yet (and remember that), get a token, record the hand-over, answer the page's URL.
 */
export async function handOverToInventory(user: UserRecord): Promise<InventoryHandOver> {
  const base = config().HUAYUN_URL.replace(/\/+$/, '');
  const clientSecret = await readSecret({ value: config().INVENTORY_CLIENT_SECRET, parameter: config().INVENTORY_SECRET_PARAMETER });
  if (!base || !config().INVENTORY_CLIENT_ID || !clientSecret) {
    throw new AppError(ERROR_CODE.notFound, 'error.sso.inventoryNotConfigured');
  }
  const body = { userName: user.userCode, clientID: config().INVENTORY_CLIENT_ID, clientSecret };
  const registered = await isRegistered(user.id);
  if (!registered) {
    await callInventory(`${base}/thirdparty/register`, body);
    await markRegistered(user.id);
  }
  const token = (await callInventory(`${base}/thirdparty/token`, body)).data;
  if (typeof token !== 'string' || !token) throw refused('token');
  const handOver = { loginName: user.linkman || user.userCode, phone: user.phone, registered: !registered };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.inventoryHandOver(user.id, nowIso()), kind: 'InventoryHandOver', userCode: user.userCode, ...handOver },
    }),
  );
  return { url: `${base}/thirdparty/inventory?access_token=${encodeURIComponent(token)}`, ...handOver };
}

async function isRegistered(userId: number): Promise<boolean> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.inventoryAccount(userId) }));
  return Boolean(Item);
}

async function markRegistered(userId: number): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.inventoryAccount(userId), kind: 'InventoryAccount', registeredAt: nowIso() },
    }),
  );
}

const refused = (message: string) =>
  new AppError(ERROR_CODE.invalid, 'error.sso.inventoryRefused', { params: { message: message.slice(0, MESSAGE_MAX) } });

async function callInventory(url: string, body: Record<string, string>): Promise<InventoryAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config().INVENTORY_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new AppError(ERROR_CODE.unavailable, timedOut ? 'error.sso.inventoryTimeout' : 'error.sso.inventoryUnavailable', {
      cause: error,
    });
  }
  const answer = (await response.json().catch(() => ({}))) as InventoryAnswer;
  if (!response.ok || Number(answer.code) !== 200) {
    throw refused(typeof answer.message === 'string' && answer.message ? answer.message : `HTTP ${response.status}`);
  }
  return answer;
}
