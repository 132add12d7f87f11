import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { type Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { Construct } from 'constructs';
import { DomainFunction } from './domain-function';
import type { FailedInvocations } from './failed-invocations';
import { ScheduledInvocation } from './scheduled-invocation';

/** The environment variable that names the worker in the functions that hand it jobs (functions/src/kit/config.ts). */
export const WORKER_FUNCTION_VARIABLE = 'SPREADSHEET_WORKER_FUNCTION';

/** Where the worker reads uploaded workbooks and writes exports (the exports expire: data stack). */
export const WORKER_READ_PREFIXES = ['supplier/', 'audit/', 'users/'] as const;
export const WORKER_WRITE_PREFIXES = ['exports/'] as const;

export interface SpreadsheetWorkerProps {
  /** Absolute path of functions/src/workers/spreadsheet/handler.ts. */
  readonly entry: string;
  readonly table: ITable;
  readonly tableIndexNames: readonly string[];
  readonly uploadsBucket: IBucket;
  /** Where a job event that failed, or a recovery pass Scheduler could not deliver, is kept. */
  readonly failures: FailedInvocations;
  /** Settings the worker reads, e.g. PUBLIC_URL and PASSWORD_POLICY. @default - none */
  readonly environment?: Readonly<Record<string, string>>;
  readonly logRetention: RetentionDays;
  /** @default 1024 (a large workbook is parsed in memory; CPU scales with memory) */
  readonly memorySize?: number;
  /** @default Duration.minutes(5) */
  readonly timeout?: Duration;
  /** How often the recovery pass runs on its own. @default Duration.minutes(5) */
  readonly recoverEvery?: Duration;
  /**
   * Runs the worker may take at once, reserved from the account's concurrency, so a burst of imports
   * cannot take what the API needs (events beyond it wait in Lambda's queue). @default - unreserved
   */
  readonly reservedConcurrency?: number;
}

/**
 * The spreadsheet worker: its own function and bundle (the spreadsheet library lives only here),
 * invoked asynchronously with `{ jobId }` by the domain functions that start jobs (`allowStartingJobs`)
 * and every few minutes by EventBridge Scheduler with `{ recover: true }`, so a job whose worker died
 * is recovered even when no other job comes. Lambda does not run a failed event again (a job's claim
 * would refuse the repeat, and recovery ends the job): the event goes to `failures` to be looked at.
 */
export class SpreadsheetWorker extends Construct {
  readonly worker: DomainFunction;
  readonly schedule: Schedule;

  constructor(scope: Construct, id: string, props: SpreadsheetWorkerProps) {
    super(scope, id);
    this.worker = new DomainFunction(this, 'Function', {
      domain: 'spreadsheet-worker',
      description: 'SDDP spreadsheet worker (imports and exports)',
      entry: props.entry,
      environment: props.environment,
      memorySize: props.memorySize ?? 1024,
      timeout: props.timeout ?? Duration.minutes(5),
      logRetention: props.logRetention,
      reservedConcurrency: props.reservedConcurrency,
    });
    this.worker.bindTable(props.table, props.tableIndexNames);
    this.worker.bindUploadPrefixes(props.uploadsBucket, { read: WORKER_READ_PREFIXES, write: WORKER_WRITE_PREFIXES });
    // The imports check that the uploaded workbook is there before reading it (objectSize).
    this.worker.allowMissingObjectChecks(props.uploadsBucket);
    props.failures.catchAsyncFailures(this.worker.lambda, { retryAttempts: 0 });

    const recoverEvery = props.recoverEvery ?? Duration.minutes(5);
    this.schedule = new ScheduledInvocation(this, 'Recovery', {
      target: this.worker.lambda,
      schedule: ScheduleExpression.rate(recoverEvery),
      description: 'SDDP spreadsheet worker: recover interrupted jobs',
      input: ScheduleTargetInput.fromObject({ recover: true }),
      failures: props.failures,
      // A pass not delivered before the next one is due is superseded by it.
      maxDeliveryAge: recoverEvery,
    }).schedule;
  }

  /** Lets a domain function hand jobs to the worker: its name as WORKER_FUNCTION_VARIABLE, and Invoke on it alone. */
  allowStartingJobs(fn: DomainFunction): void {
    fn.grantInvoke(WORKER_FUNCTION_VARIABLE, this.worker.lambda);
  }
}
