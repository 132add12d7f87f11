import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ERROR_CODE } from '@sddp/shared';
import { rollupKey, tagDeliveriesOfContract, tagsRemoval, withdrawFromQueues } from '#entities/tag-delivery';
import { db, tableName } from '#kit/db/client';
import { chunk } from '#kit/db/concurrency';
import { isConditionFailure } from '#kit/db/conditions';
import { keys } from '#kit/db/keys';
import { batchGetAll, queryAll } from '#kit/db/paging';
import { transactWrite } from '#kit/db/transact';
import { AppError, staleEdit } from '#kit/errors';
import { nowIso } from '#kit/time';
import { contractRecordSchema, type ContractRecord } from './device-records';
import { tagsOfContract } from './device-tags';

export const contractNotFound = () => new AppError(ERROR_CODE.notFound, 'error.device.contractNotFound');

export async function getContract(id: number): Promise<ContractRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.deviceContract(id), ConsistentRead: true }));
  return Item ? contractRecordSchema.parse(Item) : undefined;
}

/**
 * Every contract, newest first: one gsi1 partition (docs/data-model.md D1). Contracts number in the
 * hundreds per project, so the list is filtered in memory.
 */
export async function allContracts(): Promise<ContractRecord[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.allDeviceContracts() },
    ScanIndexForward: false,
  });
  return items.map((item) => contractRecordSchema.parse(item));
}

/** Tag numbers deleted per transaction: each is three items (tag, guard, the contract's count). */
const TAGS_PER_STEP = 25;

/**
 * Deletes a contract. With tag numbers it is refused (409 error.device.contractHasTags) unless
 * `withTags`: then they go first, in steps that each lower the contract's count, and the contract last
 * on the condition that none is left (a tag added meanwhile refuses the delete instead of orphaning it).
 */
export async function deleteContract(id: number, withTags: boolean): Promise<{ contract: ContractRecord; tagsDeleted: number }> {
  const contract = await getContract(id);
  if (!contract) throw contractNotFound();
  const scope = { projectId: contract.projectId, contractId: contract.id, supplierId: contract.supplierId };
  let tagsDeleted = 0;
  if (contract.tagCount > 0) {
    if (!withTags) throw new AppError(ERROR_CODE.conflict, 'error.device.contractHasTags', { params: { count: contract.tagCount } });
    const deliveries = await tagDeliveriesOfContract(contract.projectId, id);
    for (const step of chunk(await tagsOfContract(id), TAGS_PER_STEP)) {
      await transactWrite([
        ...step.flatMap((tag) => [
          { Delete: { TableName: tableName(), Key: keys.deviceTag(tag.id), ConditionExpression: 'attribute_exists(pk)' } },
          { Delete: { TableName: tableName(), Key: keys.deviceTagGuard(tag.projectId, tag.tagNumber) } },
        ]),
        {
          Update: {
            TableName: tableName(),
            Key: keys.deviceContract(id),
            UpdateExpression: 'ADD tagCount :minus, version :one',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':minus': -step.length, ':one': 1 },
          },
        },
        ...tagsRemoval(scope, step, deliveries),
      ]);
      tagsDeleted += step.length;
    }
    await withdrawFromQueues([...deliveries.values()]);
  }
  try {
    await transactWrite([
      {
        Delete: {
          TableName: tableName(),
          Key: keys.deviceContract(id),
          ConditionExpression: 'tagCount = :zero',
          ExpressionAttributeValues: { ':zero': 0 },
        },
      },
      { Delete: { TableName: tableName(), Key: keys.deviceContractNoGuard(contract.projectId, contract.contractNo) } },
      { Delete: { TableName: tableName(), Key: rollupKey.contract(scope) } },
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const now = await getContract(id);
    if (!now) throw contractNotFound();
    throw new AppError(ERROR_CODE.conflict, 'error.device.contractHasTags', { params: { count: now.tagCount } });
  }
  return { contract, tagsDeleted };
}

/** Records the hand-over to DHMC once: a second one is refused with when it happened. */
export async function handOverContract(id: number, by: string, expectedVersion?: number): Promise<ContractRecord> {
  const at = nowIso();
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.deviceContract(id),
        UpdateExpression: 'SET handedOverAt = :at, handedOverBy = :by ADD version :one',
        ConditionExpression: `attribute_exists(pk) AND (attribute_not_exists(handedOverAt) OR handedOverAt = :none)${
          expectedVersion === undefined ? '' : ' AND version = :version'
        }`,
        ExpressionAttributeValues: {
          ':at': at,
          ':by': by,
          ':one': 1,
          ':none': '',
          ...(expectedVersion === undefined ? {} : { ':version': expectedVersion }),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return contractRecordSchema.parse(Attributes);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const current = await getContract(id);
    if (!current) throw contractNotFound();
    if (current.handedOverAt)
      throw new AppError(ERROR_CODE.conflict, 'error.device.alreadyHandedOver', { params: { at: current.handedOverAt } });
    throw new AppError(ERROR_CODE.conflict, 'error.staleEdit');
  }
}

/** What the administrator sets for a contract's delivery (issue 29). */
export interface ContractTerms {
  dueDate: string;
  contractorId: number;
  contractorName: string;
}

/** Sets the delivery terms on the version read; 409 with the current contract otherwise, 404 when it is gone. */
export async function setContractTerms(id: number, terms: ContractTerms, expectedVersion: number): Promise<ContractRecord> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.deviceContract(id),
        UpdateExpression: 'SET dueDate = :due, contractorId = :contractor, contractorName = :name ADD version :one',
        ConditionExpression: 'attribute_exists(pk) AND version = :version',
        ExpressionAttributeValues: {
          ':due': terms.dueDate,
          ':contractor': terms.contractorId,
          ':name': terms.contractorName,
          ':one': 1,
          ':version': expectedVersion,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return contractRecordSchema.parse(Attributes);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const current = await getContract(id);
    if (!current) throw contractNotFound();
    throw staleEdit(current);
  }
}

/** Several contracts by id (one BatchGetItem per 100); missing ones are left out. */
export async function getContracts(ids: readonly number[]): Promise<ContractRecord[]> {
  const items = await batchGetAll(
    [...new Set(ids)].map((id) => keys.deviceContract(id)),
    { consistent: true },
  );
  return items.map((item) => contractRecordSchema.parse(item));
}
