import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#kit/db/client';
import { runLimited } from '#kit/db/concurrency';
import { isConditionFailure } from '#kit/db/conditions';
import { keys } from '#kit/db/keys';
import type { StagedImportKind } from '../staged-import/kinds';
import type { ImportManifest } from '../staged-import/manifest';
import { contractItem, contractRecordSchema, tagItem, tagRecordSchema } from './device-records';

type Item = Record<string, unknown>;

/**
 * A device contract import as a staged import (docs/data-model.md, device D10): its rows are the contracts
 * first, then the tag numbers, one guard each. A row's code names its guard: `C#<projectId>#<contract
 * number>` or `T#<projectId>#<tag number>`. The records are written without their list keys, so no
 * list, report or pump detail shows them before the commit; publishing adds the keys.
 */
const CONTRACT = 'C';
const TAG = 'T';

export const contractCode = (projectId: number, contractNo: string) => `${CONTRACT}#${projectId}#${contractNo}`;
export const tagCode = (projectId: number, tagNumber: string) => `${TAG}#${projectId}#${tagNumber}`;

function guardOfCode(code: string) {
  const [kind, projectId, ...rest] = code.split('#');
  const value = rest.join('#');
  return kind === CONTRACT ? keys.deviceContractNoGuard(Number(projectId), value) : keys.deviceTagGuard(Number(projectId), value);
}

const INDEX_KEYS = ['gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk'] as const;

/** A record as staged: the item without the index keys that list it. */
export function unlisted<T extends Item>(item: T): T {
  const staged = { ...item };
  for (const key of INDEX_KEYS) delete staged[key];
  return staged;
}

/** The index keys an imported record is listed under, as contractItem and tagItem give them. */
function listedKeysOf(item: Item): Item | undefined {
  if (item.kind === 'DeviceContract') return contractItem(contractRecordSchema.parse(item));
  if (item.kind === 'DeviceTag') return tagItem(tagRecordSchema.parse(item));
  return undefined;
}

const PUBLISH_CONCURRENCY = 16;

/** Lists the records: only their index keys are set, and only on records still there (one deleted meanwhile stays deleted). */
async function publish(items: readonly Item[]): Promise<void> {
  await runLimited([...items], PUBLISH_CONCURRENCY, async (item) => {
    const listed = listedKeysOf(item);
    if (!listed) return;
    const present = INDEX_KEYS.filter((key) => listed[key] !== undefined);
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { pk: item.pk, sk: item.sk },
          UpdateExpression: `SET ${present.map((key) => `${key} = :${key}`).join(', ')}`,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: Object.fromEntries(present.map((key) => [`:${key}`, listed[key]])),
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  });
}

export const DEVICE_CONTRACT_IMPORT: StagedImportKind = {
  guardsOf: (code) => [guardOfCode(code)],
  recordsOf: (manifest: ImportManifest, index) => {
    const contracts = manifest.contracts ?? 0;
    return [
      index < contracts ? keys.deviceContract(manifest.firstIds[0]! + index) : keys.deviceTag(manifest.firstIds[1]! + index - contracts),
    ];
  },
  publish,
  // Rolled-back records are deleted, and with them their index entries: no list keeps its own copy.
  withdraw: async () => undefined,
};
