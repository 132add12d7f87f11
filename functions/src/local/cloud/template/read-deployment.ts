import type { PolicyDocument } from '../iam/types';
import { createResolver, type CfnResource, type DeploymentScope, type StackTemplate } from './intrinsics';
import { readEventInvokeConfigs, type LocalEventInvokeConfig } from './read-event-invoke-configs';
import { readQueues, type LocalQueue } from './read-queues';

export type { LocalEventInvokeConfig } from './read-event-invoke-configs';
export type { LocalQueue } from './read-queues';

/** Template metadata naming a function's entry file (infra/lib/constructs/domain-function.ts). */
export const ENTRY_METADATA_KEY = 'sddp:entry';
/** Template metadata listing the files a function's bundle reads from disk (infra/lib/bundling/runtime-files.ts). */
export const RUNTIME_FILES_METADATA_KEY = 'sddp:runtimeFiles';

/** A file copied into a function's bundle: `from` relative to the repository, `to` relative to the bundle. */
export interface RuntimeFileSpec {
  from: string;
  to: string;
}

/** A Lambda function of the template, as the local runtime runs it. */
export interface LocalFunction {
  /** Its construct path, e.g. `sddp-local-api/UserFunction`: how errors and reports name it. */
  label: string;
  /** Its entry file relative to the repository root, e.g. `functions/src/domains/user/handler.ts`. */
  entry: string;
  /** What its bundle carries besides code, as the CDK app bundles it. */
  runtimeFiles: readonly RuntimeFileSpec[];
  name: string;
  arn: string;
  /** Exactly the variables its CloudFormation resource declares, references resolved. */
  environment: Readonly<Record<string, string>>;
  timeoutSeconds: number;
  memoryMb: number;
  roleArn: string;
  roleName: string;
  /** Every identity policy attached to its role. */
  policies: readonly PolicyDocument[];
  /** How Lambda retries its asynchronous events and where it sends what became of them, by qualifier. */
  eventInvokeConfigs: readonly LocalEventInvokeConfig[];
}

export interface LocalRoute {
  /** `METHOD /path`, as the HTTP API's route key. */
  routeKey: string;
  functionName: string;
}

export interface LocalSchedule {
  description: string;
  /** `rate(5 minutes)` or `cron(0 2 * * ? *)`. */
  expression: string;
  functionName: string;
  /** The qualifier the schedule invokes (`$LATEST` for the bare function): its asynchronous settings apply. */
  qualifier: string;
  /** The event the target receives. */
  input: unknown;
}

export interface LocalDeployment {
  region: string;
  account: string;
  functions: readonly LocalFunction[];
  routes: readonly LocalRoute[];
  schedules: readonly LocalSchedule[];
  queues: readonly LocalQueue[];
}

const resourcesOf = (stack: StackTemplate, type: string) =>
  Object.entries(stack.template.Resources ?? {}).filter(([, resource]) => resource.Type === type);

/** The functions, routes, schedules and queues of synthesized stacks, resolved for a local deployment. */
export function readDeployment(scope: DeploymentScope): LocalDeployment {
  const resolver = createResolver(scope);
  const functions: LocalFunction[] = [];
  const queues = scope.stacks.flatMap((stack) => readQueues(stack, resolver));
  for (const stack of scope.stacks) {
    const providers = customResourceProviders(stack);
    const eventInvokeConfigs = readEventInvokeConfigs(stack, resolver);
    for (const [logicalId, resource] of resourcesOf(stack, 'AWS::Lambda::Function')) {
      // Custom resource providers (a CDK construct's deploy-time code) run during a deploy, never at run time.
      if (providers.has(logicalId)) continue;
      const fn = readFunction(stack, logicalId, resource, resolver, scope.stacks);
      functions.push({ ...fn, eventInvokeConfigs: eventInvokeConfigs.get(fn.name) ?? [] });
    }
  }
  const queueArns = new Set(queues.map((queue) => queue.arn));
  for (const fn of functions) {
    for (const config of fn.eventInvokeConfigs) {
      for (const destination of [config.onSuccess, config.onFailure]) {
        if (destination !== undefined && !queueArns.has(destination))
          throw new Error(`${fn.label}: its asynchronous invocations send records to ${destination}, which is no queue of the template`);
      }
    }
  }
  const byArn = new Map(functions.map((fn) => [fn.arn, fn]));
  // A route or a schedule may name a qualified ARN (the function's live alias): the function runs it.
  const functionAt = (arn: unknown, what: string) => {
    const fn = byArn.get(String(arn).split(':').slice(0, 7).join(':'));
    if (!fn) throw new Error(`${what} targets ${String(arn)}, which is no function of the template`);
    return fn;
  };

  const routes: LocalRoute[] = [];
  const schedules: LocalSchedule[] = [];
  for (const stack of scope.stacks) {
    const integrations = new Map(
      resourcesOf(stack, 'AWS::ApiGatewayV2::Integration').map(([logicalId, integration]) => [
        `integrations/${resolver.physicalName(stack.stackName, logicalId)}`,
        resolver.resolve(stack.stackName, integration.Properties?.IntegrationUri),
      ]),
    );
    for (const [logicalId, route] of resourcesOf(stack, 'AWS::ApiGatewayV2::Route')) {
      const properties = resolver.resolve(stack.stackName, route.Properties) as { RouteKey: string; Target?: string };
      const target = properties.Target ? integrations.get(properties.Target) : undefined;
      if (target === undefined) throw new Error(`${stack.stackName}/${logicalId}: route ${properties.RouteKey} has no Lambda integration`);
      routes.push({ routeKey: properties.RouteKey, functionName: functionAt(target, `Route ${properties.RouteKey}`).name });
    }
    for (const [logicalId, schedule] of resourcesOf(stack, 'AWS::Scheduler::Schedule')) {
      const properties = resolver.resolve(stack.stackName, schedule.Properties) as {
        Description?: string;
        ScheduleExpression: string;
        Target: { Arn: string; Input?: string };
      };
      schedules.push({
        description: properties.Description ?? `${stack.stackName}/${logicalId}`,
        expression: properties.ScheduleExpression,
        functionName: functionAt(properties.Target.Arn, `Schedule ${logicalId}`).name,
        qualifier: String(properties.Target.Arn).split(':')[7] ?? '$LATEST',
        input: properties.Target.Input === undefined ? {} : JSON.parse(properties.Target.Input),
      });
    }
  }
  return { region: scope.region, account: scope.account, functions, routes, schedules, queues };
}

function readFunction(
  stack: StackTemplate,
  logicalId: string,
  resource: CfnResource,
  resolver: ReturnType<typeof createResolver>,
  stacks: readonly StackTemplate[],
): Omit<LocalFunction, 'eventInvokeConfigs'> {
  const path = String(resource.Metadata?.['aws:cdk:path'] ?? `${stack.stackName}/${logicalId}`);
  const label = path.replace(/\/Handler\/Resource$|\/Resource$/, '');
  const entry = resource.Metadata?.[ENTRY_METADATA_KEY];
  if (typeof entry !== 'string')
    throw new Error(`${label}: the function has no ${ENTRY_METADATA_KEY} metadata, so the local runtime cannot run it`);
  const properties = resource.Properties ?? {};
  const environment = resolver.resolve(stack.stackName, (properties.Environment as { Variables?: unknown } | undefined)?.Variables ?? {});
  for (const [name, value] of Object.entries(environment as Record<string, unknown>)) {
    if (typeof value !== 'string')
      throw new Error(`${label}: environment variable ${name} resolves to ${JSON.stringify(value)}, not a string`);
  }
  const roleLogicalId = logicalIdOf(properties.Role);
  if (!roleLogicalId) throw new Error(`${label}: its Role is not a role of the same stack`);
  return {
    label,
    entry,
    runtimeFiles: (resource.Metadata?.[RUNTIME_FILES_METADATA_KEY] as RuntimeFileSpec[] | undefined) ?? [],
    name: resolver.physicalName(stack.stackName, logicalId),
    arn: resolver.arnOf(stack.stackName, logicalId),
    environment: environment as Record<string, string>,
    timeoutSeconds: Number(properties.Timeout ?? 3),
    memoryMb: Number(properties.MemorySize ?? 128),
    roleArn: resolver.arnOf(stack.stackName, roleLogicalId),
    roleName: resolver.physicalName(stack.stackName, roleLogicalId),
    policies: rolePolicies(stack, roleLogicalId, resolver, stacks, label),
  };
}

/** The functions that custom resources (`Custom::*`, `AWS::CloudFormation::CustomResource`) name as their ServiceToken. */
function customResourceProviders(stack: StackTemplate): Set<string> {
  const providers = new Set<string>();
  for (const resource of Object.values(stack.template.Resources ?? {})) {
    if (!resource.Type.startsWith('Custom::') && resource.Type !== 'AWS::CloudFormation::CustomResource') continue;
    const provider = logicalIdOf(resource.Properties?.ServiceToken);
    if (provider) providers.add(provider);
  }
  return providers;
}

/** `{Fn::GetAtt: [X, 'Arn']}` or `{Ref: X}` → X. */
function logicalIdOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const getAtt = (value as { 'Fn::GetAtt'?: unknown })['Fn::GetAtt'];
  if (Array.isArray(getAtt)) return String(getAtt[0]);
  const ref = (value as { Ref?: unknown }).Ref;
  return typeof ref === 'string' ? ref : undefined;
}

/** The role's inline policies and every AWS::IAM::Policy of the stack attached to it. */
function rolePolicies(
  stack: StackTemplate,
  roleLogicalId: string,
  resolver: ReturnType<typeof createResolver>,
  stacks: readonly StackTemplate[],
  label: string,
): PolicyDocument[] {
  const role = stack.template.Resources?.[roleLogicalId];
  const roleProperties = (role?.Properties ?? {}) as { Policies?: { PolicyDocument: unknown }[]; ManagedPolicyArns?: unknown[] };
  if ((roleProperties.ManagedPolicyArns ?? []).length > 0) {
    throw new Error(`${label}: its role has managed policies, which the local runtime cannot evaluate; grant with statements instead`);
  }
  const documents = (roleProperties.Policies ?? []).map((policy) => policy.PolicyDocument);
  for (const candidate of stacks) {
    for (const [, policy] of [...resourcesOf(candidate, 'AWS::IAM::Policy'), ...resourcesOf(candidate, 'AWS::IAM::ManagedPolicy')]) {
      const roles = (policy.Properties?.Roles ?? []) as unknown[];
      if (candidate === stack && roles.some((entry) => logicalIdOf(entry) === roleLogicalId))
        documents.push(policy.Properties?.PolicyDocument);
    }
  }
  return documents.map((document) => resolver.resolve(stack.stackName, document) as PolicyDocument);
}
