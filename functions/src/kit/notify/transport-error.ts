import { ERROR_CODE } from '@sddp/shared';
import { AppError } from '#kit/errors';
import { createLogger } from '#kit/logger';
import { countMetric } from '#kit/metrics/count-metric';

export type NotifyChannel = 'email' | 'sms';

/**
 * A message could not be handed to SES or SNS. The caller sees only `error.mailTransport`; the cause
 * (SDK error name, HTTP status, request id) goes to the log here, never the message text, which may
 * hold a one-time code.
 */
export class NotifyTransportError extends AppError {
  constructor(
    readonly channel: NotifyChannel,
    cause: unknown,
  ) {
    super(ERROR_CODE.internal, 'error.mailTransport', { cause });
    this.name = 'NotifyTransportError';
  }
}

const logger = createLogger({ component: 'notify' });

/** Logs why a message was not sent (with `context` such as a masked recipient), counts it, and returns the typed error. */
export function transportFailure(channel: NotifyChannel, cause: unknown, context: Record<string, unknown> = {}): NotifyTransportError {
  logger.error('message not sent', { channel, ...context, ...describeCause(cause) });
  countMetric('NotifyTransportFailures', { channel });
  return new NotifyTransportError(channel, cause);
}

function describeCause(cause: unknown): Record<string, unknown> {
  if (!(cause instanceof Error)) return { cause: String(cause) };
  const metadata = (cause as { $metadata?: { httpStatusCode?: number; requestId?: string } }).$metadata;
  return {
    cause: cause.name,
    detail: cause.message,
    ...(metadata?.httpStatusCode ? { httpStatus: metadata.httpStatusCode } : {}),
    ...(metadata?.requestId ? { awsRequestId: metadata.requestId } : {}),
  };
}
