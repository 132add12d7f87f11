import type * as z from 'zod/mini';

/** What every listed row carries: its record's id and version (a later version always wins). */
export interface IndexedRow {
  id: number;
  version: number;
}

/**
 * A list that grows (organisations, users, notices…) opts into the list index by declaring this:
 * the schema of its row as stored in the index (defaults let older rows parse) and how many
 * partitions its entries spread over. See docs/data-model.md "List index".
 */
export interface ListIndexDefinition<Row extends IndexedRow> {
  /** Names the index in its keys: `LIST#<name>#…`. Never renamed once deployed. */
  name: string;
  row: z.ZodMiniType<Row>;
  /**
   * Entry partitions. A cold load reads them in parallel; writes spread over them. 16 keeps each
   * under DynamoDB's per-partition rates at the sizes the platform expects (≈ 50,000 rows).
   */
  shards: number;
}

export const defineListIndex = <Row extends IndexedRow>(definition: ListIndexDefinition<Row>) => definition;

/** The partition of an entry. */
export const shardOf = (definition: ListIndexDefinition<IndexedRow>, id: number) => id % definition.shards;
