import * as z from 'zod/mini';
import { pumpRowSchema } from '@sddp/shared';
import { createListReader, defineListIndex, publishBulk, type ListCopy } from '#kit/list-index';

/** A catalogued pump as the `pump` list index stores it (docs/data-model.md "Pump catalogue"). */
export const pumpRecordSchema = z.extend(z.omit(pumpRowSchema, { bengTypeName: true, closeness: true }), {
  version: z.number(),
  manufacturer: z._default(z.string(), ''),
  speed: z._default(z.number(), 0),
  npshr: z._default(z.number(), 0),
  efficiency: z._default(z.number(), 0),
});
export type PumpRecord = z.infer<typeof pumpRecordSchema>;

/**
 * The catalogue is read by every duty-point search and written only in bulk (the seed, a future
 * catalogue import), so its entries are the records themselves: no separate record item to repair.
 */
export const pumpIndex = defineListIndex({ name: 'pump', row: pumpRecordSchema, shards: 16 });

const pumpReader = createListReader(pumpIndex, (pump: PumpRecord) => pump);

/** Lookups by id over the copy, rebuilt only when the copy changed. */
const byIdOf = new WeakMap<ListCopy<PumpRecord>, { generation: number; byId: Map<number, PumpRecord> }>();

export const currentPumps = () => pumpReader.current();

export async function pumpById(id: number): Promise<PumpRecord | undefined> {
  const copy = await currentPumps();
  let held = byIdOf.get(copy);
  if (!held || held.generation !== copy.generation) {
    held = { generation: copy.generation, byId: new Map(copy.rows.map((pump) => [pump.id, pump])) };
    byIdOf.set(copy, held);
  }
  return held.byId.get(id);
}

/** Adds (or replaces, by a higher version) catalogue pumps; every reader reloads. */
export const publishPumps = (pumps: readonly PumpRecord[]) => publishBulk(pumpIndex, pumps);

/** Tests and benchmarks start from an empty copy. */
export const forgetPumpCopy = () => pumpReader.forget();
