import * as z from 'zod/mini';
import { readingEarlierNames } from '#kit/db/earlier-names';
import { createListReader, defineListIndex, publishBulk, type ListCopy } from '#kit/list-index';

const pumpFieldsSchema = z.object({
  id: z.number(),
  version: z.number(),
  /** The reference tag number of the data sheet the pump was catalogued from (e.g. P-1101A). */
  tagNumber: z.string(),
  /** The pump's name (its model designation). */
  name: z.string(),
  /** `PUMP_TYPES`, labels under `device.pump.type.*`. */
  type: z.number(),
  /** `PUMP_MEDIA`, labels under `device.pump.medium.*`. */
  medium: z.number(),
  /** The rated point and the data sheet's figures, in the units of `PUMP_UNITS` (keyed by the wire's names). */
  flow: z.number(),
  head: z.number(),
  vapourPressure: z.number(),
  differentialPressure: z.number(),
  ratedPower: z.number(),
  inletNozzle: z.number(),
  manufacturer: z._default(z.string(), ''),
  speed: z._default(z.number(), 0),
  npshr: z._default(z.number(), 0),
  efficiency: z._default(z.number(), 0),
});

/** The names entries published before the server spoke English store (the wire's names, docs/glossary.md). */
const EARLIER_PUMP_NAMES = {
  weihao: 'tagNumber',
  bengName: 'name',
  bengType: 'type',
  jiezhi: 'medium',
  liuliang: 'flow',
  yangcheng: 'head',
  qihuayali: 'vapourPressure',
  yacha: 'differentialPressure',
  xiaolv: 'ratedPower',
  guankourukou: 'inletNozzle',
};

/** A catalogued pump as the `pump` list index stores it (docs/data-model.md "Pump catalogue"). */
const pumpRecordSchema = readingEarlierNames(pumpFieldsSchema, EARLIER_PUMP_NAMES);
export type PumpRecord = z.infer<typeof pumpFieldsSchema>;

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
