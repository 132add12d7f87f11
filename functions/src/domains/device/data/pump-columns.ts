import type { ListCopy } from '#kit/list-index';
import type { PumpRecord } from './pump-catalogue';

/**
 * The catalogue's searched fields as typed arrays, in the copy's newest-first order: a duty-point scan
 * reads four numbers per pump from contiguous memory instead of four properties of 50,000 objects
 * (docs/data-model.md "Pump catalogue"). Built once per change of the copy.
 */
export interface PumpColumns {
  rows: readonly PumpRecord[];
  flow: Float64Array;
  head: Float64Array;
  type: Uint8Array;
  medium: Uint8Array;
}

const built = new WeakMap<ListCopy<PumpRecord>, { generation: number; columns: PumpColumns }>();

export function columnsOf(copy: ListCopy<PumpRecord>): PumpColumns {
  const known = built.get(copy);
  if (known && known.generation === copy.generation) return known.columns;
  const rows = copy.rows;
  const columns: PumpColumns = {
    rows,
    flow: Float64Array.from(rows, (pump) => pump.flow),
    head: Float64Array.from(rows, (pump) => pump.head),
    type: Uint8Array.from(rows, (pump) => pump.type),
    medium: Uint8Array.from(rows, (pump) => pump.medium),
  };
  built.set(copy, { generation: copy.generation, columns });
  return columns;
}
