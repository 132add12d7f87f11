/** A message of the failure queue, read as what to run again. */
export interface FailedInvocation {
  /** Lambda's on-failure record, or EventBridge Scheduler's dead-letter event. */
  source: 'lambda' | 'scheduler';
  /** The function to invoke again (an ARN, with the qualifier it was invoked with, if any). */
  functionArn: string;
  /** The event, as the JSON text to invoke it with. */
  payload: string;
  /** When it failed, as the message says (ISO-8601), when it says. */
  failedAt?: string;
  /** Lambda's: `RetriesExhausted`, `EventAgeExceeded`; Scheduler's: its error code. */
  condition?: string;
  attempts?: number;
  error?: string;
  requestId?: string;
}

type Attributes = Readonly<Record<string, { StringValue?: string } | undefined>>;

/**
 * Lambda's destination record (`version` 1.0, `requestContext.functionArn`, `requestPayload`) or, with its
 * message attributes, Scheduler's dead-letter event (the schedule's input as the body, `TARGET_ARN`,
 * `ERROR_CODE`, `ERROR_MESSAGE`, `RETRY_ATTEMPTS`); undefined for anything else.
 */
export function readFailedInvocation(body: string, attributes: Attributes = {}): FailedInvocation | undefined {
  const target = attributes.TARGET_ARN?.StringValue;
  if (target?.includes(':lambda:')) {
    const attempts = Number(attributes.RETRY_ATTEMPTS?.StringValue);
    const code = attributes.ERROR_CODE?.StringValue;
    const message = attributes.ERROR_MESSAGE?.StringValue;
    return {
      source: 'scheduler',
      functionArn: target,
      payload: body,
      ...(code ? { condition: code } : {}),
      ...(Number.isFinite(attempts) ? { attempts: attempts + 1 } : {}),
      ...(message ? { error: message } : {}),
    };
  }
  let record: LambdaRecord;
  try {
    record = JSON.parse(body) as LambdaRecord;
  } catch {
    return undefined;
  }
  const context = record?.requestContext;
  if (record?.version !== '1.0' || typeof context?.functionArn !== 'string' || !('requestPayload' in record)) return undefined;
  const response = record.responsePayload;
  const error =
    response && typeof response === 'object' && 'errorMessage' in response
      ? `${String(response.errorType ?? 'Error')}: ${String(response.errorMessage)}`
      : undefined;
  return {
    source: 'lambda',
    functionArn: context.functionArn,
    payload: JSON.stringify(record.requestPayload ?? null),
    ...(typeof record.timestamp === 'string' ? { failedAt: record.timestamp } : {}),
    ...(typeof context.condition === 'string' ? { condition: context.condition } : {}),
    ...(typeof context.approximateInvokeCount === 'number' ? { attempts: context.approximateInvokeCount } : {}),
    ...(error ? { error } : {}),
    ...(typeof context.requestId === 'string' ? { requestId: context.requestId } : {}),
  };
}

interface LambdaRecord {
  version?: unknown;
  timestamp?: unknown;
  requestContext?: { functionArn?: unknown; condition?: unknown; approximateInvokeCount?: unknown; requestId?: unknown };
  requestPayload?: unknown;
  responsePayload?: { errorType?: unknown; errorMessage?: unknown } | null;
}
