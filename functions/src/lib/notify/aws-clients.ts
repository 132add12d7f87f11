import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SNSClient } from '@aws-sdk/client-sns';
import { config } from '../config';

/** A sign-in or reset request waits for the send; fail fast well inside the Lambda's 10 s. */
const REQUEST_HANDLER = { connectionTimeout: 2_000, requestTimeout: 4_000 };

let ses: SESv2Client | undefined;
let sns: SNSClient | undefined;

/** One SES v2 client per process, created on first use (SES_ENDPOINT: a test stand-in). */
export function sesClient(): SESv2Client {
  if (!ses) {
    const { AWS_REGION, SES_ENDPOINT } = config();
    ses = new SESv2Client({ region: AWS_REGION, requestHandler: REQUEST_HANDLER, ...(SES_ENDPOINT ? { endpoint: SES_ENDPOINT } : {}) });
  }
  return ses;
}

/** One SNS client per process, created on first use (SNS_ENDPOINT: a test stand-in). */
export function snsClient(): SNSClient {
  if (!sns) {
    const { AWS_REGION, SNS_ENDPOINT } = config();
    sns = new SNSClient({ region: AWS_REGION, requestHandler: REQUEST_HANDLER, ...(SNS_ENDPOINT ? { endpoint: SNS_ENDPOINT } : {}) });
  }
  return sns;
}

/** Tests point the process at new endpoints; drop the cached clients. */
export function resetNotifyClients(): void {
  ses?.destroy();
  sns?.destroy();
  ses = undefined;
  sns = undefined;
}
