import { Duration } from 'aws-cdk-lib';

/**
 * Every alarm's threshold, with the reason it is that number (docs/runbook.md has a section per alarm,
 * named by its key here). Counts are per 5-minute period unless said otherwise.
 */
export const THRESHOLDS = {
  /**
   * Crashes and timeouts of an API function (the handler chain answers every thrown error itself, so
   * Lambda counts only these). More than 2 in 5 minutes is no longer a cold-start hiccup.
   */
  apiFunctionFaults: 2,
  /** Any crash of the worker or a scheduled job: each one is a job that did not finish. */
  jobFunctionFaults: 0,
  /** Any throttle of an API function: someone's request was refused for lack of concurrency. */
  apiFunctionThrottles: 0,
  /** p99 of an API function: three times what a list or a sign-in (scrypt) takes under load (bench/results). */
  apiFunctionP99: Duration.seconds(3),
  /** p99 of the worker or a job, as a share of its timeout: near it, the next bigger input times out. */
  jobFunctionP99PercentOfTimeout: 80,
  /** 5xx answers over all API answers: 1 % for 5 minutes means one user in a hundred sees an error page. */
  api5xxRatePercent: 1,
  /** p99 of the whole API (gateway to answer): the screens' budget; every route is a single Lambda call. */
  apiP99: Duration.seconds(3),
  /** An on-demand table throttles only past account limits or on a hot key: any throttled request is news. */
  tableThrottledRequests: 0,
  /** DynamoDB's own 500s: any. */
  tableSystemErrors: 0,
  /** A failed asynchronous invocation or an undelivered schedule: any message waiting is work that was lost. */
  failedInvocations: 0,
  /** `"level":"error"` lines over all functions: a few are answered errors; more than 10 in 5 minutes is a pattern. */
  errorLogLines: 10,
  /** 5xx answered by one domain (the ServerErrors metric: 500s and busy 503s): more than 5 in 5 minutes. */
  serverErrorsPerDomain: 5,
  /** A spreadsheet job that crashed or was interrupted: the worker caught it, so no Lambda metric shows it. */
  jobsCrashed: 0,
  /** SES account bounce rate: AWS reviews an account at 5 % and may pause it at 10 %; we want to know at 2 %. */
  mailBounceRatePercent: 2,
  /** SES complaint rate: AWS reviews at 0.1 % and may pause at 0.5 %; we want to know at 0.05 %. */
  mailComplaintRatePercent: 0.05,
} as const;

/** The alarms' names in docs/runbook.md (its headings' anchors). */
export const RUNBOOK_SECTIONS = {
  functionFaults: 'function-faults',
  functionThrottles: 'function-throttles',
  functionLatency: 'function-latency',
  api5xx: 'api-5xx-rate',
  apiLatency: 'api-latency',
  tableThrottles: 'table-throttles',
  tableSystemErrors: 'table-system-errors',
  failedInvocations: 'failed-invocations',
  errorLogLines: 'error-log-lines',
  serverErrors: 'server-errors',
  jobsCrashed: 'jobs-crashed',
  mailReputation: 'mail-bounces-and-complaints',
  smsSpend: 'sms-spend',
} as const;

export const runbookLink = (section: (typeof RUNBOOK_SECTIONS)[keyof typeof RUNBOOK_SECTIONS]) => `docs/runbook.md#${section}`;
