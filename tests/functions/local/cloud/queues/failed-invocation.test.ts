import { describe, expect, it } from 'vitest';
import { readFailedInvocation } from '#local/cloud/queues/failed-invocation';

const FUNCTION = 'arn:aws:lambda:ap-east-1:123456789012:function:sddp-prod-api-Worker';

describe('a failure queue message, read as what to run again', () => {
  it("reads Lambda's on-failure record: the function as invoked, the event, why and how often", () => {
    const record = {
      version: '1.0',
      timestamp: '2026-11-29T02:00:05.000Z',
      requestContext: { requestId: 'r-1', functionArn: `${FUNCTION}:live`, condition: 'RetriesExhausted', approximateInvokeCount: 3 },
      requestPayload: { jobId: 'j-1' },
      responseContext: { statusCode: 200, executedVersion: '$LATEST', functionError: 'Unhandled' },
      responsePayload: { errorType: 'AccessDeniedException', errorMessage: 'not allowed', trace: [] },
    };
    expect(readFailedInvocation(JSON.stringify(record))).toEqual({
      source: 'lambda',
      functionArn: `${FUNCTION}:live`,
      payload: '{"jobId":"j-1"}',
      failedAt: '2026-11-29T02:00:05.000Z',
      condition: 'RetriesExhausted',
      attempts: 3,
      error: 'AccessDeniedException: not allowed',
      requestId: 'r-1',
    });
  });

  it("reads Scheduler's dead-letter event: the body is the event, the function and the error are attributes", () => {
    expect(
      readFailedInvocation('{"recover":true}', {
        TARGET_ARN: { StringValue: FUNCTION },
        ERROR_CODE: { StringValue: 'AWS.Lambda.TooManyRequestsException' },
        ERROR_MESSAGE: { StringValue: 'Rate exceeded' },
        RETRY_ATTEMPTS: { StringValue: '3' },
      }),
    ).toEqual({
      source: 'scheduler',
      functionArn: FUNCTION,
      payload: '{"recover":true}',
      condition: 'AWS.Lambda.TooManyRequestsException',
      attempts: 4,
      error: 'Rate exceeded',
    });
  });

  it('reads nothing else as a failure', () => {
    for (const body of ['', 'text', '3', 'null', '{"version":"1.0"}', '{"requestContext":{"functionArn":"x"},"requestPayload":{}}'])
      expect(readFailedInvocation(body), body).toBeUndefined();
  });
});
