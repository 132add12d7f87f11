import { ERROR_CODE, ITEM_SHEET_FIELDS, type ItemUpdateInput } from '@sddp/shared';
import { type TagRecord, getTag } from '#entities/device';
import { classMove, getTagDelivery, rollupUpdates, tagsRemoval, withdrawFromQueues } from '#entities/tag-delivery';
import { tableName } from '#kit/db/client';
import { isConditionFailure } from '#kit/db/conditions';
import { keys } from '#kit/db/keys';
import { transactWrite } from '#kit/db/transact';
import { AppError, invalid, staleEdit } from '#kit/errors';
import { breakdownPlaceErrors } from './device-entry-rules';

export const tagNotFound = () => new AppError(ERROR_CODE.notFound, 'error.device.tagNotFound');

/** Saves an item data sheet if the tag is still at the version the form was opened with (else 409 with the current one). */
export async function updateItem(input: ItemUpdateInput): Promise<{ before: TagRecord; after: TagRecord }> {
  const before = await getTag(input.id);
  if (!before) throw tagNotFound();
  const placeErrors = await breakdownPlaceErrors(before.projectId, input);
  if (Object.keys(placeErrors).length > 0)
    throw invalid(placeErrors, 'validation.invalid', { mainItemCode: { code: input.mainItemCode }, classCode: { code: input.classCode } });
  if (before.classCode !== input.classCode) await assertClassMovable(before);
  const sheet = Object.fromEntries(ITEM_SHEET_FIELDS.map((field) => [field, input[field]])) as TagRecord['sheet'];
  const after: TagRecord = {
    ...before,
    itemName: input.itemName,
    quantity: input.quantity,
    mainItemCode: input.mainItemCode,
    classCode: input.classCode,
    sheet,
    version: input.version + 1,
  };
  try {
    // The tag and, when its class moves, the delivery roll-ups' class counts: together or not at all.
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: keys.deviceTag(input.id),
          UpdateExpression:
            'SET itemName = :name, quantity = :quantity, mainItemCode = :mainItem, classCode = :class, sheet = :sheet, version = :next',
          ConditionExpression: 'attribute_exists(pk) AND version = :version AND classCode = :classBefore',
          ExpressionAttributeValues: {
            ':name': input.itemName,
            ':quantity': input.quantity,
            ':mainItem': input.mainItemCode,
            ':class': input.classCode,
            ':classBefore': before.classCode,
            ':sheet': sheet,
            ':version': input.version,
            ':next': input.version + 1,
          },
        },
      },
      ...rollupUpdates(before, classMove(before.classCode, input.classCode)),
    ]);
    return { before, after };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const current = await getTag(input.id);
    if (!current) throw tagNotFound();
    throw staleEdit(current);
  }
}

/** Deletes one tag number, its guard, its count on the contract and what was delivered for it, together. */
export async function deleteTag(id: number): Promise<TagRecord> {
  const tag = await getTag(id);
  if (!tag) throw tagNotFound();
  const delivery = await getTagDelivery(tag.projectId, tag.contractId, tag.id);
  try {
    await transactWrite([
      { Delete: { TableName: tableName(), Key: keys.deviceTag(id), ConditionExpression: 'attribute_exists(pk)' } },
      { Delete: { TableName: tableName(), Key: keys.deviceTagGuard(tag.projectId, tag.tagNumber) } },
      {
        Update: {
          TableName: tableName(),
          Key: keys.deviceContract(tag.contractId),
          UpdateExpression: 'ADD tagCount :minus, version :one',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':minus': -1, ':one': 1 },
        },
      },
      ...tagsRemoval(tag, [tag], new Map(delivery ? [[tag.id, delivery]] : [])),
    ]);
  } catch (error) {
    if (isConditionFailure(error)) throw tagNotFound();
    throw error;
  }
  if (delivery) await withdrawFromQueues([delivery]);
  return tag;
}

/**
 * Once its supplier has delivered something for it, a tag keeps its class: what was delivered and
 * reviewed answers that class's requirements, and would count against another's.
 */
async function assertClassMovable(tag: TagRecord): Promise<void> {
  const delivery = await getTagDelivery(tag.projectId, tag.contractId, tag.id);
  if (delivery && (delivery.counts.delivered > 0 || delivery.status !== 'draft'))
    throw invalid({ classCode: 'error.device.classHasDelivery' }, 'error.device.classHasDelivery');
}
