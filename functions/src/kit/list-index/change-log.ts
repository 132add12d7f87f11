import { randomBytes } from 'node:crypto';
import type { IndexedRow } from './definition';

/**
 * The change log of a list index: one item per write, sorted by the writer's clock. Readers that hold
 * a copy query the items newer than their watermark (docs/data-model.md "List index"). The log is
 * read again over a settle window on every refresh, so a write whose timestamp was taken just before
 * a reader's query but committed just after it is still seen; a writer slower than half the window
 * announces its change again (`LATE_ANNOUNCE_MS`).
 */
export const SETTLE_MS = 1_500;
export const LATE_ANNOUNCE_MS = SETTLE_MS / 2;
/** Log items expire after this (TTL); a copy older than it reloads in full. */
export const LOG_RETENTION_MS = 24 * 3_600_000;

export interface ChangeItem<Row extends IndexedRow = IndexedRow> {
  /** Rows as they are after the write. */
  rows?: Row[];
  /** Rows that left the list, with the version that removed them. */
  removed?: IndexedRow[];
  /** A bulk write (import, repair): too many rows to carry; readers reload the entries. */
  bulk?: boolean;
}

export const logSortKey = (atMs: number) => `${String(Math.max(0, Math.floor(atMs))).padStart(13, '0')}#${randomBytes(4).toString('hex')}`;
export const logSortKeyFloor = (atMs: number) => `${String(Math.max(0, Math.floor(atMs))).padStart(13, '0')}#`;
export const timeOfLogKey = (sortKey: string) => Number(sortKey.slice(0, 13));
