// Imported only as import('./notify'): each SDK module is bundled on its own and read on the path that uses it
// (infra/lib/bundling/lambda-bundle.ts).
export { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
export { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
