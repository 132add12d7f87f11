import { randomUUID } from 'node:crypto';
import { writeOutboxMessage } from '#kit/notify/outbox';
import { escapeXml, xmlAnswer, type Answer } from './answers';
import type { GatewayService } from './gateway-call';

const NAMESPACE = 'http://sns.amazonaws.com/doc/2010-03-31/';
const TOPIC_ARN = /^arn:aws(-cn)?:sns:[a-z0-9-]+:\d{12}:[\w-]+(\.fifo)?$/;

/** SNS Publish to a phone number (AWS query protocol), captured in the outbox instead of sent. */
export function snsService(outboxDir: string): GatewayService {
  return {
    unrecognizedKey: () => snsError(403, 'InvalidClientTokenId', 'The security token included in the request is invalid.'),
    failure: (status, message) => snsError(status, 'InternalFailure', message, 'Receiver'),
    serve: async (call) => {
      const form = new URLSearchParams((await call.body()).toString('utf8'));
      const action = form.get('Action') ?? '';
      if (action !== 'Publish') return snsError(400, 'InvalidAction', `The local cloud gateway does not serve SNS ${action}`);
      const phone = form.get('PhoneNumber');
      const topic = form.get('TopicArn') ?? form.get('TargetArn');
      if (!phone && !topic)
        return snsError(400, 'InvalidParameter', 'Invalid parameter: TopicArn or TargetArn Reason: no value for required parameter');
      if (!phone && !TOPIC_ARN.test(topic!)) return snsError(400, 'InvalidParameter', 'Invalid parameter: TopicArn');
      // Publishing to a phone number has no resource: IAM decides it on `*`.
      const denied = call.requireAll([{ action: 'sns:Publish', resource: phone ? '*' : topic! }]);
      if (denied) return snsError(403, 'AuthorizationError', denied);
      if (!phone) return snsError(404, 'NotFound', 'Topic does not exist');
      await writeOutboxMessage(outboxDir, { kind: 'sms', phone, text: form.get('Message') ?? '' });
      return xmlAnswer(
        200,
        `<PublishResponse xmlns="${NAMESPACE}"><PublishResult><MessageId>${randomUUID()}</MessageId></PublishResult><ResponseMetadata><RequestId>${randomUUID()}</RequestId></ResponseMetadata></PublishResponse>`,
      );
    },
  };
}

function snsError(status: number, code: string, message: string, type: 'Sender' | 'Receiver' = 'Sender'): Answer {
  return xmlAnswer(
    status,
    `<ErrorResponse xmlns="${NAMESPACE}"><Error><Type>${type}</Type><Code>${code}</Code><Message>${escapeXml(message)}</Message></Error><RequestId>${randomUUID()}</RequestId></ErrorResponse>`,
  );
}
