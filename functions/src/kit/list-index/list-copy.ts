import type { IndexedRow } from './definition';

/**
 * The rows of one index held in memory, newest (highest id) first. A row replaces the one held only
 * when its version is higher, so changes applied twice or out of order leave the newest.
 */
export class ListCopy<P extends IndexedRow> {
  /** Bumped by every change that altered the rows; memos of filtered results key on it. */
  generation = 0;
  private readonly newestFirst: P[];
  /** Versions that removed a row, so an older copy of it arriving later is not put back. */
  private readonly removedAt = new Map<number, number>();

  constructor(rows: readonly P[]) {
    this.newestFirst = [...rows].sort((left, right) => right.id - left.id);
  }

  get rows(): readonly P[] {
    return this.newestFirst;
  }

  /** Index of `id` in the newest-first array, or where it would go (binary search). */
  private positionOf(id: number): number {
    let low = 0;
    let high = this.newestFirst.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.newestFirst[middle] as P).id > id) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  put(row: P): void {
    if ((this.removedAt.get(row.id) ?? -1) >= row.version) return;
    const position = this.positionOf(row.id);
    const held = this.newestFirst[position];
    if (held?.id === row.id) {
      if (held.version >= row.version) return;
      this.newestFirst[position] = row;
    } else {
      this.newestFirst.splice(position, 0, row);
    }
    this.generation++;
  }

  remove(removed: IndexedRow): void {
    this.removedAt.set(removed.id, Math.max(removed.version, this.removedAt.get(removed.id) ?? -1));
    const position = this.positionOf(removed.id);
    const held = this.newestFirst[position];
    if (held?.id !== removed.id || held.version > removed.version) return;
    this.newestFirst.splice(position, 1);
    this.generation++;
  }
}
