import { dutyCloseness, type DutyPoint } from '@sddp/shared';
import { currentPumps, type PumpRecord } from './pump-catalogue';
import { columnsOf, type PumpColumns } from './pump-columns';
import { smallestBy } from './pump-ranking';

/** What the list asks: a type and a medium (0 or absent: any) and a duty point (flow and head at least). */
export interface PumpFilter extends DutyPoint {
  type?: number;
  medium?: number;
}

export interface RankedPump {
  pump: PumpRecord;
  /** See `dutyCloseness`; null without a duty point. */
  closeness: number | null;
}

/** The positions (newest first) of the pumps that meet the filter: one pass over the typed columns. */
function matchingPositions(columns: PumpColumns, filter: PumpFilter): Int32Array {
  const { flow, head, type, medium } = columns;
  const minFlow = filter.flow ?? -Infinity;
  const minHead = filter.head ?? -Infinity;
  const wantType = filter.type ?? 0;
  const wantMedium = filter.medium ?? 0;
  const found = new Int32Array(flow.length);
  let count = 0;
  for (let index = 0; index < flow.length; index++) {
    if (
      flow[index]! >= minFlow &&
      head[index]! >= minHead &&
      (wantType === 0 || type[index] === wantType) &&
      (wantMedium === 0 || medium[index] === wantMedium)
    ) {
      found[count++] = index;
    }
  }
  return found.subarray(0, count);
}

/**
 * One page of the pumps that meet the filter, closest to the duty point first (docs/data-model.md
 * "Pump catalogue"): a scan of the in-memory copy's typed columns, then the page picked from the
 * matches with a bounded heap rather than a full sort. Equal closeness (or no duty point) keeps the
 * catalogue's newest-first order.
 */
export async function searchPumps(filter: PumpFilter, page: number, limit: number): Promise<{ rows: RankedPump[]; total: number }> {
  const columns = columnsOf(await currentPumps());
  const matches = matchingPositions(columns, filter);
  const duty: DutyPoint = { flow: filter.flow, head: filter.head };
  const start = (page - 1) * limit;
  const pumpAt = (position: number) => columns.rows[position]!;
  if (duty.flow === undefined && duty.head === undefined) {
    return {
      rows: [...matches.subarray(start, start + limit)].map((position) => ({ pump: pumpAt(position), closeness: null })),
      total: matches.length,
    };
  }
  // Ranked by the squared closeness (the same order, no square root or allocation per match).
  const { flow, head } = columns;
  const q = duty.flow;
  const h = duty.head;
  const squared = (position: number) => {
    const dq = q === undefined ? 0 : (flow[position]! - q) / q;
    const dh = h === undefined ? 0 : (head[position]! - h) / h;
    return dq * dq + dh * dh;
  };
  const onPage = smallestBy(matches, start + limit, squared).slice(start);
  return {
    rows: onPage.map((position) => ({ pump: pumpAt(position), closeness: dutyCloseness(pumpAt(position), duty) })),
    total: matches.length,
  };
}
