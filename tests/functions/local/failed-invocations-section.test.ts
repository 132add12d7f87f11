import { describe, expect, it } from 'vitest';
import { renderFailedInvocations } from '#local/failed-invocations-section';

describe("the outbox page's failed invocations", () => {
  it('lists each failed invocation newest first, escaped, and any other message by its body', () => {
    const record = (requestId: string, event: unknown) =>
      JSON.stringify({
        version: '1.0',
        timestamp: '2026-11-29T02:00:05.000Z',
        requestContext: {
          requestId,
          functionArn: 'arn:aws:lambda:ap-east-1:000000000000:function:sddp-local-api-Worker:$LATEST',
          condition: 'RetriesExhausted',
          approximateInvokeCount: 1,
        },
        requestPayload: event,
        responsePayload: { errorType: 'Error', errorMessage: '<script>alert(1)</script>' },
      });
    const message = (messageId: string, sentTimestamp: number, body: string) => ({
      messageId,
      body,
      sentTimestamp,
      senderId: 'k',
      receiveCount: 0,
      visibleAt: sentTimestamp,
    });
    const html = renderFailedInvocations([
      {
        queue: 'failures',
        messages: [
          message('1', 1_000, record('older', { jobId: 'a' })),
          message('2', 2_000, record('newer', { jobId: '<b>' })),
          message('3', 500, 'plain <text>'),
        ],
      },
    ]);
    expect(html).toContain('Failed invocations (3)');
    expect(html.indexOf('request newer')).toBeLessThan(html.indexOf('request older'));
    expect(html).toContain('<strong>sddp-local-api-Worker</strong><span>RetriesExhausted, 1 attempt</span>');
    expect(html).toContain('Error: &#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toContain('{&#34;jobId&#34;:&#34;&#60;b&#62;&#34;}');
    expect(html).toContain('<pre>plain &#60;text&#62;</pre>');
    expect(html).not.toMatch(/<script>|<b>/);
    expect(renderFailedInvocations([])).toContain('<p>None.</p>');
  });
});
