import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { checkPolicies } from '../iam/catalogue';
import type { Principal } from '../iam/types';
import type { LocalDeployment, LocalFunction } from '../template/read-deployment';
import { functionBundles } from './function-bundles';
import { functionEnvironment } from './function-environment';
import { FunctionSandbox } from './function-sandbox';

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
  /** Runs the function as Lambda would: RequestResponse resolves with its answer, Event returns at once. */
  invoke(functionName: string, event: unknown, type?: InvocationType): Promise<unknown>;
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
  const bundles = functionBundles(deployment.functions, { log: options.log });
  for (const fn of deployment.functions) {
    const credentials = {
      accessKeyId: `ASIA${createHash('sha256').update(fn.name).digest('hex').slice(0, 16).toUpperCase()}`,
      secretAccessKey: randomBytes(30).toString('base64'),
    };
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

  return {
    functions: deployment.functions,
    ready,
    principalFor: (accessKeyId) => byKey.get(accessKeyId),
    functionFor: (nameOrArn) => find(nameOrArn)?.fn,
    invoke: async (functionName, event, type = 'RequestResponse') => {
      const target = find(functionName);
      if (!target) throw new Error(`No function ${functionName} in the local deployment`);
      if (type === 'DryRun') return undefined;
      const running = target.sandbox.invoke(event, randomUUID());
      if (type === 'RequestResponse') return running;
      // An asynchronous invocation: Lambda's own queue holds it; a failure ends in the function's log.
      running.catch((error: unknown) =>
        options.log(
          `[cloud] ${target.fn.label}: asynchronous invocation failed: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
      return undefined;
    },
    pidOf: (functionName) => find(functionName)?.sandbox.pid,
    declaredSettings: (functionName) => find(functionName)?.sandbox.settings ?? [],
    stop: async () => {
      await Promise.allSettled([...byName.values()].map(({ sandbox }) => sandbox.stop()));
    },
  };
}
