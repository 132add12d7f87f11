/**
 * The process tests/support/import-crash.ts kills: runs a supplier or user import or its recovery as the
 * order file says, prints every step it reaches and every row count written, and at the crash point
 * prints `crash-point` and waits (never continuing) for the SIGKILL.
 */
import { readFileSync } from 'node:fs';
import { recoverWorkbookWrite, writeWorkbook } from '#domains/delivery/data/workbook-write';
import { importContracts } from '#domains/device/data/device-writes';
import { importAccounts } from '#entities/account-import';
import { runStagedImport, recoverStagedImport, type ImportStep } from '#entities/staged-import';
import { db } from '#kit/db/client';
import { AppError } from '#kit/errors';
import type { ChildOrder } from './import-crash';

const order = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as ChildOrder;
const say = (line: string) => process.stdout.write(`${line}\n`);

const hang = () =>
  new Promise<never>(() => {
    say('crash-point');
  });

const WRITES = new Set(['PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand', 'BatchWriteItemCommand', 'TransactWriteItemsCommand']);
/** Counting from the crash step, or from the start when the crash names no step. */
let writesLeft = order.crash.step === undefined ? order.crash.writesAfter : undefined;
db().middlewareStack.add(
  (next, context) => async (args) => {
    if (writesLeft !== undefined && WRITES.has(String((context as { commandName?: string }).commandName)) && writesLeft-- <= 0)
      await hang();
    return next(args);
  },
  { step: 'initialize', name: 'crashAfterWrites' },
);

const hooks = {
  onStep: async (step: ImportStep) => {
    say(`step:${step}`);
    if (step !== order.crash.step) return;
    if (!order.crash.writesAfter) await hang();
    writesLeft = order.crash.writesAfter;
  },
};

const onWritten = async (written: number) => {
  say(`written:${written}`);
  if (order.crash.written !== undefined && written >= order.crash.written) await hang();
};

/** Imports of other test files hold the one lock now and then: wait for it as a queued job would. */
async function importWhenFree() {
  for (let attempt = 0; ; attempt++) {
    try {
      return await runStagedImport(order.jobId, order.rows ?? [], onWritten, hooks);
    } catch (error) {
      if (!(error instanceof AppError && error.messageKey === 'error.importBusy') || attempt > 600) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

const run = {
  import: importWhenFree,
  userImport: () => importAccounts(order.jobId, order.accounts ?? [], onWritten, hooks),
  deviceImport: () => importContracts(order.jobId, order.plans ?? [], onWritten, hooks),
  recover: () => recoverStagedImport(order.jobId, hooks),
  deliveryWorkbook: () => {
    const { changes = [], ...identity } = order.workbook!;
    return writeWorkbook({ jobId: order.jobId, ...identity }, changes, onWritten, hooks);
  },
  deliveryRecover: () => recoverWorkbookWrite(order.jobId, order.workbook!.contractId, hooks),
};
const outcome = await run[order.mode]();
// The SDK's kept-alive sockets would hold the process open.
process.stdout.write(`outcome:${JSON.stringify(outcome)}\n`, () => process.exit(0));
