/**
 * Where the 10,000-row supplier import spends its time, and the least time DynamoDB Local on this
 * machine needs for the writes any safe import must make (issue 10 §4, target ≤ 5 s).
 * 1. Phases: runStagedImport called directly (no workbook, no job), each step's time from its hooks.
 * 2. Floor: the same item counts written the cheapest ways DynamoDB offers: conditional puts inside
 *    transactions (the two code guards per row must refuse a code a concurrent create took), plain
 *    batch writes (the organisation, its account, its list entry), consistent batch reads (the plan).
 * Results: bench/results/import-floor.json. Usage: npm run bench:import-floor -- [--rows 10000]
 */
import { parseArgs } from 'node:util';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { runStagedImport, type ImportRow, type ImportStep } from '#entities/staged-import';
import { db, tableName } from '#kit/db/client';
import { chunk, runLimited } from '#kit/db/concurrency';
import { batchGetAll, batchWrite } from '#kit/db/paging';
import { startServices } from '#local/services';
import { resultHeader, writeBenchResult } from './support/bench-result';
import { SupplierFactory } from './support/org-fixtures';
import { BENCH_CONTACT } from './support/org-seeding';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '10000' } } });
const ROWS = Number(values.rows);
const TARGET_MS = 5_000;

type Item = Record<string, unknown> & { pk: string; sk: string };

const elapsed = async (work: () => Promise<unknown>) => {
  const start = performance.now();
  await work();
  return Math.round(performance.now() - start);
};

function importRows(factory: SupplierFactory, count: number, firstRow = 2): ImportRow[] {
  return Array.from({ length: count }, (_, index) => ({ row: firstRow + index, ...factory.supplier(), ...BENCH_CONTACT }));
}

/** Each hook's step with the time since the previous one; the plan is the time to `manifestWritten`. */
async function importPhases(rows: readonly ImportRow[], jobId: string) {
  const steps: Array<{ step: ImportStep | 'returned'; ms: number }> = [];
  const start = performance.now();
  let last = start;
  const mark = (step: ImportStep | 'returned') => {
    const now = performance.now();
    steps.push({ step, ms: Math.round(now - last) });
    last = now;
  };
  const outcome = await runStagedImport(jobId, rows, () => undefined, { onStep: mark });
  mark('returned');
  if (outcome.status !== 'imported' || outcome.created !== rows.length)
    throw new Error(`import ${jobId}: ${JSON.stringify(outcome).slice(0, 300)}`);
  return { ms: Math.round(performance.now() - start), steps };
}

/** Items shaped like the import's (a guard-sized and a record-sized body), under their own prefix. */
const sampleItem = (prefix: string, index: number, bodyChars: number): Item => ({
  pk: `FLOOR#${prefix}#${index}`,
  sk: 'A',
  orgId: index,
  importJob: 'floor',
  body: '供'.repeat(bodyChars),
});

async function floor(rows: number, prefix: string) {
  const guards = Array.from({ length: rows * 2 }, (_, index) => sampleItem(`${prefix}G`, index, 8));
  const records = Array.from({ length: rows * 3 }, (_, index) => sampleItem(`${prefix}R`, index, 60));
  const guardTransactionsMs = await elapsed(() =>
    runLimited(chunk(guards, 96), 8, async (step) => {
      await db().send(
        new TransactWriteCommand({
          TransactItems: step.map((Item) => ({ Put: { TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(pk)' } })),
        }),
      );
    }),
  );
  const guardBatchesMs = await elapsed(() =>
    runLimited(
      chunk(
        guards.map((item) => ({ ...item, pk: `${item.pk}#batch` })),
        25,
      ),
      16,
      (batch) => batchWrite(batch.map((Item) => ({ PutRequest: { Item } }))),
    ),
  );
  const recordBatchesMs = await elapsed(() =>
    runLimited(chunk(records, 25), 16, (batch) => batchWrite(batch.map((Item) => ({ PutRequest: { Item } })))),
  );
  const planReadsMs = await elapsed(() =>
    runLimited(chunk(guards, 100), 8, async (batch) => {
      await batchGetAll(
        batch.map(({ pk, sk }) => ({ pk, sk })),
        { consistent: true },
      );
    }),
  );
  return {
    items: { guards: guards.length, records: records.length, reads: guards.length },
    guardTransactionsMs,
    guardBatchesMs,
    recordBatchesMs,
    planReadsMs,
    transactionalImportFloorMs: guardTransactionsMs + recordBatchesMs + planReadsMs,
    unguardedImportFloorMs: guardBatchesMs + recordBatchesMs + planReadsMs,
  };
}

async function main() {
  const services = await startServices({ inMemory: true, jvmProfile: 'throughput' });
  Object.assign(process.env, services.env);
  try {
    const factory = new SupplierFactory(10);
    console.log('warm-up import of 2,000 rows…');
    const warmUp = await importPhases(importRows(factory, 2_000), 'floor-warm-up');
    console.log(`import of ${ROWS} rows…`);
    const phases = await importPhases(importRows(factory, ROWS), 'floor-import');
    console.log('floor of the same writes…');
    const floors = [await floor(ROWS, 'first'), await floor(ROWS, 'second')];
    const best = (key: keyof Omit<(typeof floors)[0], 'items'>) => Math.min(...floors.map((run) => run[key]));
    const result = {
      ...resultHeader('import-floor'),
      setup: 'startServices in this process (DynamoDB Local in memory, throughput JVM profile); runStagedImport called directly',
      rows: ROWS,
      warmUpMs: warmUp.ms,
      import: phases,
      floorRuns: floors,
      floor: {
        transactionalMs: best('transactionalImportFloorMs'),
        unguardedMs: best('unguardedImportFloorMs'),
        note: 'transactional: two conditional guards per row in transactions, three records per row in batches, the plan reads; unguarded: every write a batch write, which cannot refuse a code taken meanwhile',
      },
      target: {
        ms: TARGET_MS,
        importPass: phases.ms <= TARGET_MS,
        reachableOnThisMachine: best('transactionalImportFloorMs') <= TARGET_MS,
      },
    };
    writeBenchResult('import-floor.json', result, { show: { import: phases, floor: result.floor } });
  } finally {
    await services.stop();
  }
}

await main();
