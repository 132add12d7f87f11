import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { chunk } from '../db/concurrency';
import { cancellationCodes } from '../db/conditions';
import { keys } from '../db/keys';
import { nowIso } from '../time';
import { deleteContract } from './device-contracts';
import { contractItem, emptySheet, tagItem, type ContractRecord, type TagRecord } from './device-records';

export interface NewTag {
  weihao: string;
  itemName: string;
  pumpId: number;
  equipmentType: number;
  quantity: number;
}

export interface NewContract {
  projectId: number;
  projectName: string;
  supplierId: number;
  supplierName: string;
  contractNo: string;
  contractName: string;
  tags: NewTag[];
}

/** A guard already held: which contract number or tag number of the plan it was. */
export class DeviceGuardTaken extends Error {
  constructor(readonly what: { contractNo: string } | { weihao: string; contractNo: string }) {
    super('device guard taken');
  }
}

/** A block of consecutive ids of device contracts or tags, from one counter update. */
async function reserveIds(kind: 'deviceContract' | 'deviceTag', count: number): Promise<number> {
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.counter(kind),
      UpdateExpression: 'ADD #v :count',
      ExpressionAttributeNames: { '#v': 'value' },
      ExpressionAttributeValues: { ':count': count },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.value) - count + 1;
}

const TAGS_PER_STEP = 30;
const put = (Item: Record<string, unknown>) => ({ Put: { TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(pk)' } });
const guard = (key: { pk: string; sk: string }) => put({ ...key, kind: 'Unique' });

/**
 * Writes one contract and its tag numbers: the contract with its number's guard first, then the tags
 * in steps, each with its guard and the contract's count. A guard found taken stops it with
 * DeviceGuardTaken; the caller undoes what was written (writeContracts).
 */
async function writeContract(plan: NewContract, createTime: string): Promise<ContractRecord> {
  const contract: ContractRecord = {
    id: await reserveIds('deviceContract', 1),
    ...plan,
    tagCount: 0,
    handedOverAt: '',
    handedOverBy: '',
    createTime,
    version: 1,
  };
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [put(contractItem(contract)), guard(keys.deviceContractNoGuard(plan.projectId, plan.contractNo))],
      }),
    );
  } catch (error) {
    if (cancellationCodes(error)?.includes('ConditionalCheckFailed')) throw new DeviceGuardTaken({ contractNo: plan.contractNo });
    throw error;
  }
  let nextTagId = plan.tags.length > 0 ? await reserveIds('deviceTag', plan.tags.length) : 0;
  for (const step of chunk(plan.tags, TAGS_PER_STEP)) {
    const tags: TagRecord[] = step.map((tag) => ({
      id: nextTagId++,
      contractId: contract.id,
      contractNo: contract.contractNo,
      projectId: contract.projectId,
      supplierId: contract.supplierId,
      ...tag,
      sheet: emptySheet(),
      createTime,
      version: 1,
    }));
    try {
      await db().send(
        new TransactWriteCommand({
          TransactItems: [
            ...tags.flatMap((tag) => [put(tagItem(tag)), guard(keys.deviceTagGuard(tag.projectId, tag.weihao))]),
            {
              Update: {
                TableName: tableName(),
                Key: keys.deviceContract(contract.id),
                UpdateExpression: 'ADD tagCount :count',
                ExpressionAttributeValues: { ':count': tags.length },
              },
            },
          ],
        }),
      );
    } catch (error) {
      const codes = cancellationCodes(error);
      const failed = codes?.findIndex((code) => code === 'ConditionalCheckFailed') ?? -1;
      if (failed >= 0)
        throw Object.assign(new DeviceGuardTaken({ weihao: tags[Math.floor(failed / 2)]!.weihao, contractNo: contract.contractNo }), {
          contractId: contract.id,
        });
      throw Object.assign(error as Error, { contractId: contract.id });
    }
    contract.tagCount += tags.length;
  }
  return contract;
}

/**
 * Writes every planned contract or none (an import): on any failure the contracts already written go
 * again, with their tags, and the error is rethrown.
 */
export async function writeContracts(plans: readonly NewContract[]): Promise<ContractRecord[]> {
  const createTime = nowIso();
  const written: number[] = [];
  try {
    const contracts: ContractRecord[] = [];
    for (const plan of plans) {
      try {
        const contract = await writeContract(plan, createTime);
        written.push(contract.id);
        contracts.push(contract);
      } catch (error) {
        const partial = (error as { contractId?: number }).contractId;
        if (partial !== undefined) written.push(partial);
        throw error;
      }
    }
    return contracts;
  } catch (error) {
    for (const id of written) await deleteContract(id, true).catch(() => undefined);
    throw error;
  }
}
