import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PartnerRow } from '@sddp/shared';
import { db, tableName } from '#kit/db/client';
import { cancellationCodes, isConditionFailure } from '#kit/db/conditions';
import { nextId } from '#kit/db/ids';
import { keys } from '#kit/db/keys';
import { queryAll } from '#kit/db/paging';
import { nowIso } from '#kit/time';

/** A partner platform's registration: nothing secret is stored (domains/auth/sso/partner-secrets.ts). */
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

/** Another partner already has this name (compared trimmed, ignoring case and spacing). */
export const NAME_TAKEN = 'nameTaken';

const sameName = (a: string, b: string) => keys.partnerName(a).pk === keys.partnerName(b).pk;

/** Registrations made before names were reserved have no name item: the list catches those. */
async function nameUsedByAnother(name: string, id?: number): Promise<boolean> {
  return (await listPartners()).some((partner) => partner.id !== id && sameName(partner.name, name));
}

const reserveName = (name: string, id: number) => ({
  Put: {
    TableName: tableName(),
    Item: { ...keys.partnerName(name), kind: 'PartnerName', partnerId: id },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

export async function createPartner(input: { name: string; callbackUrl: string }): Promise<PartnerRecord | typeof NAME_TAKEN> {
  if (await nameUsedByAnother(input.name)) return NAME_TAKEN;
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
  const item = {
    ...keys.partner(record.id),
    gsi1pk: keys.allPartners(),
    gsi1sk: keys.partnerSortKey(record.id),
    kind: 'Partner',
    ...record,
  };
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
          reserveName(record.name, record.id),
        ],
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) return NAME_TAKEN;
    throw error;
  }
  return record;
}

/**
 * Name and callback (an edit), or a new secret version (a rotation); undefined when there is no such
 * partner, NAME_TAKEN when another partner has the new name. A rename moves the name's reservation in
 * the same transaction as the record.
 */
export async function updatePartner(
  id: number,
  change: { name: string; callbackUrl: string } | 'rotate',
): Promise<PartnerRecord | undefined | typeof NAME_TAKEN> {
  const values: Record<string, unknown> = { ':now': nowIso(), ':one': 1 };
  let set = 'updateTime = :now, version = version + :one';
  let condition = 'attribute_exists(pk)';
  const moves: object[] = [];
  if (change === 'rotate') set += ', secretVersion = secretVersion + :one';
  else {
    const current = await getPartner(id);
    if (!current) return undefined;
    set += ', #name = :name, callbackUrl = :callbackUrl';
    Object.assign(values, { ':name': change.name, ':callbackUrl': change.callbackUrl });
    if (!sameName(current.name, change.name)) {
      if (await nameUsedByAnother(change.name, id)) return NAME_TAKEN;
      // The rename holds only if nobody renamed it meanwhile.
      condition += ' AND #name = :oldName';
      values[':oldName'] = current.name;
      moves.push(reserveName(change.name, id), { Delete: { TableName: tableName(), Key: keys.partnerName(current.name) } });
    }
  }
  const update = {
    TableName: tableName(),
    Key: keys.partner(id),
    UpdateExpression: `SET ${set}`,
    ConditionExpression: condition,
    ...(change === 'rotate' ? {} : { ExpressionAttributeNames: { '#name': 'name' } }),
    ExpressionAttributeValues: values,
  };
  try {
    if (moves.length === 0) {
      const { Attributes } = await db().send(new UpdateCommand({ ...update, ReturnValues: 'ALL_NEW' }));
      return Attributes ? toRecord(Attributes) : undefined;
    }
    await db().send(new TransactWriteCommand({ TransactItems: [{ Update: update }, ...moves] as never }));
    return getPartner(id);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // The record's own condition failed (gone) or the new name's reservation did (taken).
    const codes = cancellationCodes(error);
    return codes && codes[1] === 'ConditionalCheckFailed' ? NAME_TAKEN : undefined;
  }
}
