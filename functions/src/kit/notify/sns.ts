import { notifySdk, snsClient } from './aws-clients';
import type { SmsMessage } from './outbox';
import { maskPhone, toE164 } from './phone';
import { transportFailure } from './transport-error';

/** SNS Publish straight to a phone number, as a transactional SMS (one-time codes: delivery over price). */
export async function sendSmsWithSns(message: SmsMessage): Promise<void> {
  const phoneNumber = toE164(message.phone);
  if (!phoneNumber)
    throw transportFailure('sms', new Error('The phone number cannot be written in E.164 form'), { recipient: maskPhone(message.phone) });
  try {
    const [client, { PublishCommand }] = await Promise.all([snsClient(), notifySdk()]);
    await client.send(
      new PublishCommand({
        PhoneNumber: phoneNumber,
        Message: message.text,
        MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
      }),
    );
  } catch (error) {
    throw transportFailure('sms', error, { recipient: maskPhone(phoneNumber) });
  }
}
