import { assertArnPattern, matchesArnPattern } from './arn-pattern';
import { compileCondition, type ConditionTest } from './compile-condition';
import { InvalidPolicyError } from './invalid-policy-error';
import type { PolicyDocument, PolicyStatement } from './types';
import { matchesWildcard } from './wildcard';

export interface CompiledStatement {
  source: PolicyStatement;
  appliesToAction(action: string): boolean;
  appliesToResource(resource: string): boolean;
  conditionHolds: ConditionTest;
}

export function listOf(value: string | readonly string[] | undefined): readonly string[] {
  return value === undefined ? [] : typeof value === 'string' ? [value] : value;
}

export function statementsOf(policy: PolicyDocument): readonly PolicyStatement[] {
  return Array.isArray(policy.Statement) ? policy.Statement : [policy.Statement as PolicyStatement];
}

function oneOf(statement: PolicyStatement, element: 'Action' | 'Resource') {
  const positive = statement[element];
  const negative = statement[`Not${element}`];
  if ((positive === undefined) === (negative === undefined)) {
    throw new InvalidPolicyError(`A statement needs exactly one of ${element} and Not${element}: ${JSON.stringify(statement)}`);
  }
  return { patterns: listOf(positive ?? negative), negated: positive === undefined };
}

function assertActionPattern(pattern: string): void {
  if (pattern !== '*' && !/^[^:*?]+:[^:]*$/.test(pattern)) {
    throw new InvalidPolicyError(`Action must be "*" or "service:action": ${pattern}`);
  }
}

export function compileStatement(statement: PolicyStatement): CompiledStatement {
  if (statement.Effect !== 'Allow' && statement.Effect !== 'Deny') {
    throw new InvalidPolicyError(`Effect must be Allow or Deny: ${JSON.stringify(statement)}`);
  }
  const actions = oneOf(statement, 'Action');
  const resources = oneOf(statement, 'Resource');
  actions.patterns.forEach(assertActionPattern);
  resources.patterns.forEach(assertArnPattern);
  return {
    source: statement,
    appliesToAction: (action) => actions.patterns.some((pattern) => matchesWildcard(pattern, action, true)) !== actions.negated,
    appliesToResource: (resource) => resources.patterns.some((pattern) => matchesArnPattern(pattern, resource)) !== resources.negated,
    conditionHolds: compileCondition(statement.Condition),
  };
}
