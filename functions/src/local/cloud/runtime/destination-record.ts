import type { FunctionErrorPayload } from './host-protocol';

export type DestinationCondition = 'Success' | 'RetriesExhausted' | 'EventAgeExceeded';

/** The record Lambda sends to an asynchronous invocation's destination (version 1.0 of its format). */
export interface DestinationRecord {
  version: '1.0';
  timestamp: string;
  requestContext: {
    requestId: string;
    /** The function's ARN with the qualifier invoked, e.g. `…:function:name:$LATEST`. */
    functionArn: string;
    condition: DestinationCondition;
    approximateInvokeCount: number;
  };
  requestPayload: unknown;
  responseContext?: { statusCode: 200; executedVersion: '$LATEST'; functionError?: 'Unhandled' };
  responsePayload?: unknown;
}

export interface RecordInputs {
  requestId: string;
  functionArn: string;
  qualifier: string;
  event: unknown;
  attempts: number;
  at: Date;
}

/** What Lambda sends after every attempt failed (RetriesExhausted), or when the event grew too old to run again. */
export function failureRecord(
  inputs: RecordInputs & { condition: 'RetriesExhausted' | 'EventAgeExceeded'; error?: FunctionErrorPayload },
): DestinationRecord {
  return {
    ...common(inputs, inputs.condition),
    ...(inputs.error
      ? {
          responseContext: { statusCode: 200, executedVersion: '$LATEST', functionError: 'Unhandled' },
          responsePayload: { errorType: inputs.error.errorType, errorMessage: inputs.error.errorMessage, trace: inputs.error.trace ?? [] },
        }
      : {}),
  };
}

export function successRecord(inputs: RecordInputs & { result: unknown }): DestinationRecord {
  return {
    ...common(inputs, 'Success'),
    responseContext: { statusCode: 200, executedVersion: '$LATEST' },
    responsePayload: inputs.result ?? null,
  };
}

function common(inputs: RecordInputs, condition: DestinationCondition) {
  return {
    version: '1.0' as const,
    timestamp: inputs.at.toISOString(),
    requestContext: {
      requestId: inputs.requestId,
      functionArn: `${inputs.functionArn}:${inputs.qualifier}`,
      condition,
      approximateInvokeCount: inputs.attempts,
    },
    requestPayload: inputs.event,
  };
}
