import { compileStatement, statementsOf, type CompiledStatement } from './compile-statement';
import { contextValues, type ContextValues } from './request-context';
import type { AuthorizationRequest, Decision, PolicyDocument } from './types';

const compiledPolicies = new WeakMap<PolicyDocument, readonly CompiledStatement[]>();

function compiled(policy: PolicyDocument): readonly CompiledStatement[] {
  let statements = compiledPolicies.get(policy);
  if (!statements) {
    statements = statementsOf(policy).map(compileStatement);
    compiledPolicies.set(policy, statements);
  }
  return statements;
}

/**
 * AWS's evaluation of identity-based policies for one request: an explicit Deny wins, else an Allow, else
 * the implicit deny. Every policy is compiled (and so validated) before any is applied, so a malformed
 * statement throws InvalidPolicyError whatever the request.
 */
export function evaluate(policies: readonly PolicyDocument[], request: AuthorizationRequest): Decision {
  const statements = policies.flatMap(compiled);
  let context: ContextValues | undefined;
  const applies = (statement: CompiledStatement) =>
    statement.appliesToAction(request.action) &&
    statement.appliesToResource(request.resource) &&
    statement.conditionHolds((context ??= contextValues(request.context)));
  const denying = statements.find((statement) => statement.source.Effect === 'Deny' && applies(statement));
  if (denying) return { effect: 'explicit-deny', statement: denying.source };
  const allowing = statements.find((statement) => statement.source.Effect === 'Allow' && applies(statement));
  if (allowing) return { effect: 'allow', statement: allowing.source };
  return { effect: 'implicit-deny' };
}
