import type { SESv2Client } from '@aws-sdk/client-sesv2';
import type { SNSClient } from '@aws-sdk/client-sns';
import { config } from '#kit/config';
import { lazyModule } from '#kit/lazy-module';

/** Sending is the rare path of a few routes: the SDKs load on the first send. */
export const notifySdk = lazyModule(() => import('#sdk/notify'));

/** A sign-in or reset request waits for the send; fail fast well inside the Lambda's 10 s. */
const REQUEST_HANDLER = { connectionTimeout: 2_000, requestTimeout: 4_000 };

let ses: SESv2Client | undefined;
let sns: SNSClient | undefined;

/** One SES v2 client per process, created on first use (SES_ENDPOINT: a test stand-in). */
export async function sesClient(): Promise<SESv2Client> {
  const { SESv2Client } = await notifySdk();
  if (!ses) {
    const { AWS_REGION, SES_ENDPOINT } = config();
    ses = new SESv2Client({ region: AWS_REGION, requestHandler: REQUEST_HANDLER, ...(SES_ENDPOINT ? { endpoint: SES_ENDPOINT } : {}) });
  }
  return ses;
}

/** One SNS client per process, created on first use (SNS_ENDPOINT: a test stand-in). */
export async function snsClient(): Promise<SNSClient> {
  const { SNSClient } = await notifySdk();
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
