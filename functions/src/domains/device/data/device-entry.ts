import type { ContractCreateInput } from '@sddp/shared';
import {
  contractNotFound,
  getContract,
  contractFieldsOf,
  newContractRecord,
  newTagRecord,
  contractItem,
  tagItem,
  type ContractRecord,
  type TagRecord,
} from '#entities/device';
import { classMove, rollupUpdates } from '#entities/tag-delivery';
import { tableName } from '#kit/db/client';
import { cancellationCodes } from '#kit/db/conditions';
import { nextId } from '#kit/db/ids';
import { keys } from '#kit/db/keys';
import { transactWrite } from '#kit/db/transact';
import { invalid } from '#kit/errors';
import { nowIso } from '#kit/time';
import {
  breakdownPlaceErrors,
  DEVICE_RULE_MESSAGES,
  projectsById,
  pumpsById,
  suppliersByCode,
  takenContractNos,
  takenTags,
} from './device-entry-rules';

/** A device id from its counter (the counters the imports reserve blocks from: ids never repeat). */
const FIRST_ID = 1;

const putNew = (Item: Record<string, unknown>) => ({
  Put: { TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(pk)' },
});
const guard = (key: { pk: string; sk: string }) => putNew({ ...key, kind: 'Unique' });
const failedAt = (error: unknown) => cancellationCodes(error)?.findIndex((code) => code === 'ConditionalCheckFailed') ?? -1;

const contractTaken = (contractNo: string) =>
  invalid({ contractNo: DEVICE_RULE_MESSAGES.contractExists }, DEVICE_RULE_MESSAGES.contractExists, { contractNo: { contractNo } });
// Field errors name the dialog's fields, which carry the wire's names (the tag number is `weihao`).
const tagTaken = (tagNumber: string) =>
  invalid({ weihao: DEVICE_RULE_MESSAGES.tagExists }, DEVICE_RULE_MESSAGES.tagExists, { weihao: { tagNumber } });

/** A tag number typed in the dialog. */
export interface NewTagInput {
  contractId: number;
  tagNumber: string;
  itemName: string;
  pumpId?: number;
  quantity: number;
  mainItemCode: string;
  classCode: string;
}

/**
 * Adds one contract by hand (docs/decisions.md "Device entry by hand"): the import's data rules, each
 * broken one a field error; then the contract and its number's guard in one transaction, so a number
 * another writer took meanwhile refuses it the same way and nothing is written.
 */
export async function createContract(input: ContractCreateInput): Promise<ContractRecord> {
  const [projects, suppliers, contractNoTaken] = await Promise.all([
    projectsById([input.projectId]),
    suppliersByCode([input.orgCode]),
    takenContractNos([{ projectId: input.projectId, value: input.contractNo }]),
  ]);
  const project = projects.get(input.projectId);
  const supplier = suppliers.get(input.orgCode);
  const fieldErrors: Record<string, string> = {};
  if (!project) fieldErrors.projectId = DEVICE_RULE_MESSAGES.unknownProject;
  if (!supplier) fieldErrors.orgCode = DEVICE_RULE_MESSAGES.unknownSupplier;
  if (contractNoTaken(input.projectId, input.contractNo)) fieldErrors.contractNo = DEVICE_RULE_MESSAGES.contractExists;
  if (!project || !supplier || fieldErrors.contractNo)
    throw invalid(fieldErrors, 'validation.invalid', {
      projectId: { project: input.projectId },
      orgCode: { orgCode: input.orgCode },
      contractNo: { contractNo: input.contractNo },
    });
  const contract = newContractRecord(await nextId('deviceContract', FIRST_ID), contractFieldsOf(project, supplier, input), nowIso());
  try {
    await transactWrite([guard(keys.deviceContractNoGuard(contract.projectId, contract.contractNo)), putNew(contractItem(contract))]);
  } catch (error) {
    if (failedAt(error) === 0) throw contractTaken(input.contractNo);
    throw error;
  }
  return contract;
}

/**
 * Adds one tag number to a contract by hand: the pump (if one is named) is in the catalogue and the
 * number is free in the contract's project; then the tag, its guard and the contract's count in one
 * transaction, on the condition that the contract is still there.
 */
export async function createTag(input: NewTagInput): Promise<{ tag: TagRecord; contract: ContractRecord }> {
  const contract = await getContract(input.contractId);
  if (!contract) throw contractNotFound();
  const pumpId = input.pumpId ?? 0;
  const [pumps, tagNumberTaken, placeErrors] = await Promise.all([
    pumpsById([pumpId]),
    takenTags([{ projectId: contract.projectId, value: input.tagNumber }]),
    breakdownPlaceErrors(contract.projectId, input),
  ]);
  const pump = pumps.get(pumpId);
  const fieldErrors: Record<string, string> = { ...placeErrors };
  if (pumpId > 0 && !pump) fieldErrors.pumpId = DEVICE_RULE_MESSAGES.unknownPump;
  if (tagNumberTaken(contract.projectId, input.tagNumber)) fieldErrors.weihao = DEVICE_RULE_MESSAGES.tagExists;
  if (Object.keys(fieldErrors).length > 0)
    throw invalid(fieldErrors, 'validation.invalid', {
      pumpId: { pumpId },
      weihao: { tagNumber: input.tagNumber },
      mainItemCode: { code: input.mainItemCode },
      classCode: { code: input.classCode },
    });
  const tag = newTagRecord(
    await nextId('deviceTag', FIRST_ID),
    contract,
    {
      tagNumber: input.tagNumber,
      itemName: input.itemName,
      pumpId: pump?.id ?? 0,
      equipmentType: pump?.type ?? 0,
      quantity: input.quantity,
      mainItemCode: input.mainItemCode,
      classCode: input.classCode,
    },
    nowIso(),
  );
  try {
    await transactWrite([
      guard(keys.deviceTagGuard(tag.projectId, tag.tagNumber)),
      putNew(tagItem(tag)),
      {
        Update: {
          TableName: tableName(),
          Key: keys.deviceContract(contract.id),
          UpdateExpression: 'ADD tagCount :one, version :one',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
      ...rollupUpdates(tag, classMove('', tag.classCode)),
    ]);
  } catch (error) {
    const failed = failedAt(error);
    if (failed === 0) throw tagTaken(input.tagNumber);
    if (failed === 2) throw contractNotFound();
    throw error;
  }
  return { tag, contract };
}
