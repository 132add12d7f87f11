import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { checkPolicies } from '../iam/catalogue';
import type { Principal } from '../iam/types';
import type { LocalDeployment, LocalFunction } from '../template/read-deployment';
import { createAsyncInvoker, type AsyncOutcome } from './async-invocations';
import { functionBundles } from './function-bundles';
import { functionEnvironment } from './function-environment';
import { FunctionSandbox } from './function-sandbox';
import { recordDelivery } from './record-delivery';

export type InvocationType = 'RequestResponse' | 'Event' | 'DryRun';

export interface FunctionRuntimeOptions {
  deployment: LocalDeployment;
  /** The local cloud gateway's URL: every function's AWS endpoint. */
  endpoint: string;
  passThrough?: Readonly<Record<string, string>>;
  substitute?: (value: string) => string;
  /** By entry (e.g. the spreadsheet worker's): the event each new process of that function runs first. */
  coldStartEvents?: Readonly<Record<string, unknown>>;
  /** A function's output line, with the function's label. */
  output: (label: string, line: string) => void;
  log: (line: string) => void;
}

export interface FunctionRuntime {
  readonly functions: readonly LocalFunction[];
  /** Every function's process, loaded; rejects naming each function that failed to start. */
  ready: Promise<void>;
  principalFor(accessKeyId: string): Principal | undefined;
  functionFor(nameOrArn: string): LocalFunction | undefined;
  /**
   * Runs the function as Lambda would: RequestResponse resolves with its answer; Event returns at once,
   * and the event is retried and its record delivered by the function's EventInvokeConfig.
   */
  invoke(functionName: string, event: unknown, type?: InvocationType): Promise<unknown>;
  /** An Event invocation, resolving with what became of it once Lambda is done with it (EventBridge Scheduler's view). */
  invokeEvent(functionName: string, event: unknown): Promise<AsyncOutcome>;
  pidOf(functionName: string): number | undefined;
  /** The template settings the function's entry declares it reads (kit/config.ts declareSettings). */
  declaredSettings(functionName: string): readonly string[];
  stop(): Promise<void>;
}

/** Every function of the deployment in a process of its own, each with its own access key, environment and role. */
export function startFunctionRuntime(options: FunctionRuntimeOptions): FunctionRuntime {
  const { deployment } = options;
  const byKey = new Map<string, Principal>();
  const byName = new Map<string, { fn: LocalFunction; sandbox: FunctionSandbox }>();
  const credentialsByName = new Map<string, { accessKeyId: string; secretAccessKey: string }>();
  const bundles = functionBundles(deployment.functions, { log: options.log });
  for (const fn of deployment.functions) {
    const credentials = {
      accessKeyId: `ASIA${createHash('sha256').update(fn.name).digest('hex').slice(0, 16).toUpperCase()}`,
      secretAccessKey: randomBytes(30).toString('base64'),
    };
    credentialsByName.set(fn.name, credentials);
    byKey.set(credentials.accessKeyId, {
      functionName: fn.name,
      roleArn: fn.roleArn,
      sessionArn: fn.roleArn.replace(/^arn:([^:]+):iam::(\d+):role\/(.*)$/, `arn:$1:sts::$2:assumed-role/$3/${fn.name}`),
      policies: fn.policies,
    });
    const env = functionEnvironment({
      fn,
      region: deployment.region,
      credentials,
      endpoint: options.endpoint,
      passThrough: options.passThrough ?? {},
      substitute: options.substitute ?? ((value) => value),
    });
    const sandbox = new FunctionSandbox({
      fn,
      code: bundles.then(({ host, entryOf }) => ({ host, entry: entryOf(fn) })),
      env,
      coldStartEvent: options.coldStartEvents?.[fn.entry],
      output: (line) => options.output(fn.label, line),
      log: options.log,
    });
    byName.set(fn.name, { fn, sandbox });
  }

  // A role whose policies name an action or ARN AWS does not know would fail only on AWS: refuse it here.
  const policyProblems = deployment.functions.flatMap((fn) =>
    checkPolicies(fn.policies).map((problem) => `${fn.label}: its role ${problem}`),
  );
  const started = [
    ...(policyProblems.length > 0 ? [Promise.reject(new Error(policyProblems.join('\n  ')))] : []),
    ...[...byName.values()].map(({ sandbox }) => sandbox.start()),
  ];
  const ready = Promise.allSettled(started).then((results) => {
    const failures = results.flatMap((result) =>
      result.status === 'rejected' ? [String((result.reason as Error).message ?? result.reason)] : [],
    );
    if (failures.length > 0) throw new Error(`The local platform cannot start every function of the template:\n  ${failures.join('\n  ')}`);
  });

  const find = (nameOrArn: string) => {
    const name = nameOrArn.startsWith('arn:') ? (nameOrArn.split(':')[6] ?? '') : nameOrArn.split(':')[0]!;
    return byName.get(name);
  };
  const delivery = recordDelivery({
    endpoint: options.endpoint,
    region: deployment.region,
    queues: deployment.queues,
    credentialsOf: (name) => credentialsByName.get(name)!,
  });
  const asyncInvocations = createAsyncInvoker({
    attempt: (fn, event, requestId) => byName.get(fn.name)!.sandbox.invoke(event, requestId),
    deliver: delivery.deliver,
    log: options.log,
  });
  const target = (functionName: string) => {
    const found = find(functionName);
    if (!found) throw new Error(`No function ${functionName} in the local deployment`);
    return found;
  };

  return {
    functions: deployment.functions,
    ready,
    principalFor: (accessKeyId) => byKey.get(accessKeyId),
    functionFor: (nameOrArn) => find(nameOrArn)?.fn,
    invoke: async (functionName, event, type = 'RequestResponse') => {
      const { fn, sandbox } = target(functionName);
      if (type === 'DryRun') return undefined;
      if (type === 'RequestResponse') return sandbox.invoke(event, randomUUID());
      void asyncInvocations.run(fn, event, qualifierOf(functionName));
      return undefined;
    },
    invokeEvent: async (functionName, event) => asyncInvocations.run(target(functionName).fn, event, qualifierOf(functionName)),
    pidOf: (functionName) => find(functionName)?.sandbox.pid,
    declaredSettings: (functionName) => find(functionName)?.sandbox.settings ?? [],
    stop: async () => {
      asyncInvocations.stop();
      await Promise.allSettled([...byName.values()].map(({ sandbox }) => sandbox.stop()));
      await delivery.close();
    },
  };
}

/** `name:live` or `arn:…:function:name:live` → `live`; unqualified → `$LATEST`. */
function qualifierOf(nameOrArn: string): string {
  const parts = nameOrArn.split(':');
  return (nameOrArn.startsWith('arn:') ? parts[7] : parts[1]) ?? '$LATEST';
}
