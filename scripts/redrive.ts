/**
 * `npm run job:redrive`: replays what the failure queue holds (Lambda's on-failure records of the
 * spreadsheet worker and the scheduled jobs, Scheduler's dead-letter events), through the AWS SDK, so
 * the same code runs against the local platform's gateway and against AWS. `--help` says how.
 */
import { join, resolve } from 'node:path';
import { LambdaClient } from '@aws-sdk/client-lambda';
import { SQSClient } from '@aws-sdk/client-sqs';
import { localDeployment } from '#local/cloud/local-deployment';
import { LOCAL_OPERATOR_CREDENTIALS } from '#local/cloud/local-operator';
import { currentOwner } from '#local/data-dir-lock';
import { LOCAL_TABLE_NAME, LOCAL_UPLOAD_BUCKET } from '#local/services';
import { redriveFailures } from './redrive/redrive-failures';
import { REPO_ROOT } from './web-build';

const HELP = `Usage:
  npm run job:redrive [-- --dry-run] [--data-dir=<dir>]
      The local platform's failure queue, through its cloud gateway. The platform must be running
      (npm start): the replayed events run on it.
  npm run job:redrive -- --queue-url=<url> [--region=<region>] [--dry-run]
      A queue on AWS (the stack's FailedInvocations queue), with the credentials of the environment or
      profile: sqs:ReceiveMessage, sqs:DeleteMessage, sqs:ChangeMessageVisibility, sqs:GetQueueAttributes
      on the queue and lambda:InvokeFunction on the functions named in it.

Each message is invoked again asynchronously, as the original was (InvocationType Event, so the
function's retries and on-failure destination apply again), and deleted once Lambda accepted it.
Only the messages the queue held at the start are taken. --dry-run lists them and changes nothing.

The AWS CLI equivalent, one message at a time:
  aws sqs receive-message --queue-url "$QUEUE_URL" --message-attribute-names All > message.json
  # A Lambda on-failure record: the function and the event are in the body.
  jq -r '.Messages[0].Body | fromjson | .requestContext.functionArn' message.json
  jq -c '.Messages[0].Body | fromjson | .requestPayload' message.json > event.json
  # A Scheduler dead-letter event: the body is the event; the function is the TARGET_ARN attribute.
  aws lambda invoke --function-name "<functionArn>" --invocation-type Event \\
    --cli-binary-format raw-in-base64-out --payload file://event.json /dev/null
  aws sqs delete-message --queue-url "$QUEUE_URL" --receipt-handle "$(jq -r '.Messages[0].ReceiptHandle' message.json)"
Against the local platform, add --endpoint-url <cloudUrl from .data/in-use.json> --region ap-east-1 and
the local operator's key: AWS_ACCESS_KEY_ID=${LOCAL_OPERATOR_CREDENTIALS.accessKeyId} AWS_SECRET_ACCESS_KEY=${LOCAL_OPERATOR_CREDENTIALS.secretAccessKey}.`;

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const flag = (name: string) => process.argv.includes(`--${name}`);

async function main(): Promise<number> {
  if (flag('help')) {
    console.log(HELP);
    return 0;
  }
  const dryRun = flag('dry-run');
  const print = (line: string) => console.log(line);
  const queueUrl = option('queue-url');
  if (queueUrl) {
    const region = option('region') ?? /^https:\/\/sqs\.([a-z0-9-]+)\.amazonaws\.com/.exec(queueUrl)?.[1] ?? process.env.AWS_REGION;
    if (!region) {
      console.error(`Which region? Give --region=<region>.\n\n${HELP}`);
      return 2;
    }
    const summary = await redriveFailures({
      sqs: new SQSClient({ region }),
      lambda: new LambdaClient({ region }),
      queueUrl,
      dryRun,
      print,
    });
    return summary.left > 0 ? 1 : 0;
  }

  const dataDirArg = option('data-dir');
  const dataDir = dataDirArg ? resolve(dataDirArg) : join(REPO_ROOT, '.data');
  const owner = currentOwner(dataDir);
  if (!owner?.cloudUrl) {
    console.error(`No platform is running on ${dataDir}: start it (npm start), then redrive; the replayed events run on it.\n\n${HELP}`);
    return 1;
  }
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const deployment = await localDeployment({ tableName: LOCAL_TABLE_NAME, bucket: LOCAL_UPLOAD_BUCKET });
  const destinations = new Set(deployment.functions.flatMap((fn) => fn.eventInvokeConfigs.flatMap((config) => config.onFailure ?? [])));
  const client = { endpoint: owner.cloudUrl, region: deployment.region, credentials: LOCAL_OPERATOR_CREDENTIALS };
  const [sqs, lambda] = [new SQSClient(client), new LambdaClient(client)];
  let left = 0;
  for (const queue of deployment.queues.filter((candidate) => destinations.has(candidate.arn))) {
    left += (await redriveFailures({ sqs, lambda, queueUrl: queue.url, dryRun, print })).left;
  }
  return left > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
