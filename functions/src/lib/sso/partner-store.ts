import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PartnerRow } from '@sddp/shared';
import { isConditionFailure } from '../db/conditions';
import { db, tableName } from '../db/client';
import { nextId } from '../db/ids';
import { keys } from '../db/keys';
import { queryAll } from '../db/paging';
import { nowIso } from '../time';

/** A partner platform's registration: nothing secret is stored (lib/sso/partner-secrets.ts). */
export type PartnerRecord = PartnerRow;

const FIELDS = ['id', 'name', 'callbackUrl', 'secretVersion', 'createTime', 'updateTime', 'version'] as const;
const toRecord = (item: Record<string, unknown>) => Object.fromEntries(FIELDS.map((field) => [field, item[field]])) as PartnerRecord;

/** The registrations are few (one per partner system): one Query on gsi1, sorted by id. */
export async function listPartners(): Promise<PartnerRecord[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.allPartners() },
  });
  return items.map(toRecord);
}

export async function getPartner(id: number): Promise<PartnerRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.partner(id) }));
  return Item ? toRecord(Item) : undefined;
}

export async function createPartner(input: { name: string; callbackUrl: string }): Promise<PartnerRecord> {
  const now = nowIso();
  const record: PartnerRecord = {
    id: await nextId('partner', 1),
    name: input.name,
    callbackUrl: input.callbackUrl,
    secretVersion: 1,
    createTime: now,
    updateTime: now,
    version: 1,
  };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.partner(record.id), gsi1pk: keys.allPartners(), gsi1sk: keys.partnerSortKey(record.id), kind: 'Partner', ...record },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return record;
}

/** Name and callback (an edit), or a new secret version (a rotation); undefined when there is no such partner. */
export async function updatePartner(
  id: number,
  change: { name: string; callbackUrl: string } | 'rotate',
): Promise<PartnerRecord | undefined> {
  const values: Record<string, unknown> = { ':now': nowIso(), ':one': 1 };
  let set = 'updateTime = :now, version = version + :one';
  if (change === 'rotate') set += ', secretVersion = secretVersion + :one';
  else {
    set += ', #name = :name, callbackUrl = :callbackUrl';
    Object.assign(values, { ':name': change.name, ':callbackUrl': change.callbackUrl });
  }
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.partner(id),
        UpdateExpression: `SET ${set}`,
        ConditionExpression: 'attribute_exists(pk)',
        ...(change === 'rotate' ? {} : { ExpressionAttributeNames: { '#name': 'name' } }),
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? toRecord(Attributes) : undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
