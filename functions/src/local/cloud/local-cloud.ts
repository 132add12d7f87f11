import type { LocalServices } from '../services';
import { startCloudGateway } from './gateway/cloud-gateway';
import type { Principal } from './iam/types';
import { LOCAL_OPERATOR_CREDENTIALS, localOperator } from './local-operator';
import { LOCAL_ACCOUNT } from './local-settings';
import { startFunctionRuntime, type FunctionRuntime, type FunctionRuntimeOptions } from './runtime/function-runtime';
import type { LocalDeployment, LocalFunction } from './template/read-deployment';

/** One decision of the gateway, kept for the least-privilege report (scripts/iam-report.ts). */
export interface AuthorizationRecord {
  functionName: string;
  action: string;
  resource: string;
  allowed: boolean;
}

export interface LocalCloudOptions {
  services: Pick<LocalServices, 'dynamodbEndpoint' | 's3Endpoint' | 'credentials'>;
  outboxDir: string;
  /** Where the SQS stand-in keeps the queues' messages. */
  queuesDir: string;
  /** Checks every call against the caller's role (default); false only records the decisions (debugging). */
  enforce: boolean;
  onAuthorization?: (record: AuthorizationRecord) => void;
  log: (line: string) => void;
}

export interface LocalCloud {
  /** The gateway: every function's AWS endpoint, and the host of presigned upload URLs. */
  url: string;
  /** SecureString parameters the functions may read (by name), set before `runFunctions`. */
  parameters: Map<string, string>;
  /** Starts every function of the deployment with the gateway as its endpoint; resolves once all loaded. */
  runFunctions(options: Omit<FunctionRuntimeOptions, 'endpoint'>): Promise<FunctionRuntime>;
  stop(): Promise<void>;
}

/**
 * The local stand-in for the AWS account: a gateway that authorises each call of a function (or of the
 * local operator) against its role before DynamoDB Local, s3rver or a stand-in (SES and SNS into the
 * outbox, Parameter Store, SQS, Lambda Invoke) sees it, and the runtime that runs the functions.
 */
export async function startLocalCloud(options: LocalCloudOptions): Promise<LocalCloud> {
  let runtime: FunctionRuntime | undefined;
  let deployment: LocalDeployment | undefined;
  const parameters = new Map<string, string>();
  const operator = localOperator(LOCAL_ACCOUNT);
  const principalFor = (accessKeyId: string): Principal | undefined =>
    accessKeyId === LOCAL_OPERATOR_CREDENTIALS.accessKeyId ? operator : runtime?.principalFor(accessKeyId);
  const describe = (fn: LocalFunction | undefined) => (fn ? { name: fn.name, arn: fn.arn } : undefined);
  const gateway = await startCloudGateway({
    dynamodbEndpoint: options.services.dynamodbEndpoint,
    s3Endpoint: options.services.s3Endpoint,
    upstreamCredentials: options.services.credentials,
    account: LOCAL_ACCOUNT,
    principalFor,
    functionFor: (nameOrArn) => describe(runtime?.functionFor(nameOrArn)),
    invoke: async (functionName, payload, invocationType) => {
      if (!runtime) throw new Error('the local functions are not running');
      try {
        const answer = await runtime.invoke(functionName, JSON.parse(payload.toString('utf8') || 'null'), invocationType);
        return { payload: Buffer.from(answer === undefined ? '' : JSON.stringify(answer)) };
      } catch (error) {
        const payloadOf = (error as { payload?: unknown }).payload ?? { errorType: 'Error', errorMessage: String(error) };
        return { payload: Buffer.from(JSON.stringify(payloadOf)), functionError: 'Unhandled' };
      }
    },
    parameters,
    outboxDir: options.outboxDir,
    queueFor: (arn) => deployment?.queues.find((queue) => queue.arn === arn),
    queuesDir: options.queuesDir,
    enforce: options.enforce,
    ...(options.onAuthorization ? { onAuthorization: options.onAuthorization } : {}),
    log: options.log,
  });
  return {
    url: gateway.url,
    parameters,
    runFunctions: async (runtimeOptions) => {
      const started = startFunctionRuntime({ ...runtimeOptions, endpoint: gateway.url });
      runtime = started;
      deployment = runtimeOptions.deployment;
      try {
        await started.ready;
      } catch (error) {
        await started.stop();
        runtime = undefined;
        deployment = undefined;
        throw error;
      }
      return started;
    },
    stop: async () => {
      await runtime?.stop();
      await gateway.stop();
    },
  };
}
