import { DOMAINS } from './contract/endpoint';
import { JOB_KINDS } from './contract/job';

/**
 * The metrics the functions publish as CloudWatch Embedded Metric Format lines (Powertools Metrics,
 * functions/src/kit/metrics), for the code that counts them and the alarms on them (infra). Every metric
 * is in this namespace and has the dimension `service`, the function that counted it (METRIC_SERVICES);
 * its other dimensions, and every value each may take, are listed with it in METRICS.
 */
export const METRICS_NAMESPACE = 'SDDP';

/** The dimension every metric has: the function that counted it. */
export const SERVICE_DIMENSION = 'service';

/** A function's `service`: its domain, the spreadsheet worker, or a scheduled job's name. */
export const METRIC_SERVICES = [...DOMAINS, 'spreadsheet-worker', 'password-expiry', 'list-index-repair', 'log-rollup'] as const;
export type MetricService = (typeof METRIC_SERVICES)[number];

/**
 * Why a sign-in was refused. The answer may not tell (one message for an unknown account, a wrong
 * password, a disabled or a locked one); the metric does.
 */
export const SIGN_IN_FAILURE_REASONS = [
  /** The image captcha was wrong, expired or already spent. */
  'captcha',
  /** The code mailed in place of the captcha was wrong or expired. */
  'mailCode',
  /** The SMS code of a phone sign-in was wrong or expired. */
  'smsCode',
  /** A one-time sign-in link was unknown, spent or expired: an extension key, a hand-off code, a partner's signed hand-off. */
  'link',
  /** The single sign-on provider's answer could not be verified (state, binding, code exchange, ID token). */
  'ssoRefused',
  /** No account answers to the name (for a phone: no single enabled account has the number). */
  'unknownAccount',
  'wrongPassword',
  /** The extension typed is not the one of the account the link names. */
  'wrongExtension',
  'disabled',
  /** The name reached the failed-attempt limit and is locked for the lock period. */
  'locked',
  /** A temporary password past its 72 hours. */
  'passwordExpired',
] as const;
export type SignInFailureReason = (typeof SIGN_IN_FAILURE_REASONS)[number];

/**
 * How a job of the spreadsheet worker ended: `done` (an export written, an import imported), `rejected`
 * (an import whose file was refused row by row: nothing written), `failed` (refused for a reason the
 * starter is told, e.g. the upload is missing or too large), `crashed` (an unexpected error of ours or
 * of a service: the details are in the log), `interrupted` (its worker died mid-run and the recovery
 * pass ended it, completed or undone by its kind's hook).
 */
export const JOB_OUTCOMES = ['done', 'rejected', 'failed', 'crashed', 'interrupted'] as const;

/**
 * Every metric: its unit and its dimensions besides `service`, each with every value it may take (so an
 * alarm can name them). All are counts of events, one per event; none has a dimension that grows with
 * the data (no user, code, address or id).
 */
export const METRICS = {
  /** auth: a sign-in refused by its route (account + password, phone + SMS code, extension link, hand-off, partner, single sign-on), by reason. Count. */
  SignInFailures: { unit: 'Count', dimensions: { reason: SIGN_IN_FAILURE_REASONS } },
  /** auth: an account name (known or not) locked by the failed sign-in that reached the limit, once per lock. Count. */
  AccountLockouts: { unit: 'Count', dimensions: {} },
  /** auth: an image captcha issued (`GET /cap_img`). Count. */
  ImageCaptchasIssued: { unit: 'Count', dimensions: {} },
  /** auth: an SMS code handed to SNS (sign-in or contact change). Count; each one is billed. */
  SmsCodesSent: { unit: 'Count', dimensions: {} },
  /** auth: a mail code handed to SES (the captcha's alternative, or a contact change). Count. */
  MailCodesSent: { unit: 'Count', dimensions: {} },
  /** Any function that sends: an e-mail or SMS that SES or SNS (locally, the outbox) did not take, by channel. Count. */
  NotifyTransportFailures: { unit: 'Count', dimensions: { channel: ['email', 'sms'] } },
  /** spreadsheet-worker: a job ended, by kind and outcome (JOB_OUTCOMES). Count. */
  JobsFinished: { unit: 'Count', dimensions: { kind: JOB_KINDS, outcome: JOB_OUTCOMES } },
  /** spreadsheet-worker: a job ended `crashed` or `interrupted`, the outcomes that are our fault or the platform's. Count. */
  JobsCrashed: { unit: 'Count', dimensions: {} },
  /**
   * Every domain function: an answer that is an expected storage outcome: `conflict` (409: a guard item,
   * a lock or a condition refused the write), `stale` (409: an edit from a form opened before another
   * change), `unavailable` (503 with Retry-After: throttling or contention outlasted the retries). Count.
   */
  StorageOutcomes: { unit: 'Count', dimensions: { outcome: ['conflict', 'stale', 'unavailable'] } },
  /**
   * Every domain function: an answer with a 5xx status (500, and the 503s above). The error middleware
   * answers every exception, so Lambda's own Errors metric never sees these. Count.
   */
  ServerErrors: { unit: 'Count', dimensions: {} },
  /** spreadsheet-worker and the scheduled jobs: an invocation that threw (Lambda retries it or sends it to the failure destination). Count. */
  InvocationFailures: { unit: 'Count', dimensions: {} },
} as const;

export type MetricName = keyof typeof METRICS;

/** The dimensions a metric may carry besides `service`, by name. */
export type MetricDimensionName<M extends MetricName> = keyof (typeof METRICS)[M]['dimensions'] & string;

/** One value for each of a metric's dimensions besides `service`. */
export type MetricDimensions<M extends MetricName> = {
  [D in MetricDimensionName<M>]: (typeof METRICS)[M]['dimensions'][D] extends readonly (infer V)[] ? V : never;
};
