import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ERROR_CODE, ITEM_SHEET_FIELDS, type ItemUpdateInput } from '@sddp/shared';
import { tagRecordSchema, type TagRecord, getTag } from '#entities/device';
import { db, tableName } from '#kit/db/client';
import { isConditionFailure } from '#kit/db/conditions';
import { keys } from '#kit/db/keys';
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
  const sheet = Object.fromEntries(ITEM_SHEET_FIELDS.map((field) => [field, input[field]]));
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.deviceTag(input.id),
        UpdateExpression:
          'SET itemName = :name, quantity = :quantity, mainItemCode = :mainItem, classCode = :class, sheet = :sheet, version = :next',
        ConditionExpression: 'attribute_exists(pk) AND version = :version',
        ExpressionAttributeValues: {
          ':name': input.itemName,
          ':quantity': input.quantity,
          ':mainItem': input.mainItemCode,
          ':class': input.classCode,
          ':sheet': sheet,
          ':version': input.version,
          ':next': input.version + 1,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return { before, after: tagRecordSchema.parse(Attributes) };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const current = await getTag(input.id);
    if (!current) throw tagNotFound();
    throw staleEdit(current);
  }
}

/** Deletes one tag number, its guard and its count on the contract, together. */
export async function deleteTag(id: number): Promise<TagRecord> {
  const tag = await getTag(id);
  if (!tag) throw tagNotFound();
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
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
        ],
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw tagNotFound();
    throw error;
  }
  return tag;
}
