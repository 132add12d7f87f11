import { Stack, Validations } from 'aws-cdk-lib';
import { CfnPolicy } from 'aws-cdk-lib/aws-iam';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { IConstruct } from 'constructs';

/*
 * cdk-nag names each AwsSolutions-IAM5 finding after the wildcard as rendered in the template, and a
 * value from another stack is only rendered (as an Fn::ImportValue) once references resolve during
 * synthesis. So these acknowledgements are computed then, in a construct validation (which CDK runs
 * after resolving references and before the cdk-nag plugin), with cdk-nag's own renderer: its version
 * is pinned, and an upgrade that moves it fails loudly.
 */

/** Acknowledges the IAM5 finding for one wildcard resource of the policies under `scope`. */
export function acknowledgeWildcardResource(scope: IConstruct, resource: string, reason: string): void {
  scope.node.addValidation({
    validate: () => {
      const rendered = flattenCfnReference(Stack.of(scope).resolve(resource));
      Validations.of(scope).acknowledge({ id: `AwsSolutions-IAM5[Resource::${rendered}]`, reason });
      return [];
    },
  });
}

/**
 * Acknowledges every IAM5 finding of the policies under `scope`. Only for policies aws-cdk-lib
 * generates for its own handlers (BucketDeployment), which we neither write nor can narrow.
 */
export function acknowledgeGeneratedWildcards(scope: IConstruct, reason: string): void {
  scope.node.addValidation({
    validate: () => {
      for (const policy of scope.node.findAll().filter((node): node is CfnPolicy => node instanceof CfnPolicy)) {
        const document = Stack.of(policy).resolve(policy.policyDocument) as { Statement?: PolicyStatementJson[] };
        for (const finding of wildcardFindings(document.Statement ?? [])) {
          Validations.of(policy).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
        }
      }
      return [];
    },
  });
}

interface PolicyStatementJson {
  Effect?: string;
  Action?: string | string[];
  Resource?: unknown;
}

function wildcardFindings(statements: readonly PolicyStatementJson[]): Set<string> {
  const findings = new Set<string>();
  const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
  for (const statement of statements) {
    if (statement.Effect !== 'Allow') continue;
    for (const action of list(statement.Action)) if (action.includes('*')) findings.add(`Action::${action}`);
    for (const resource of list(statement.Resource)) {
      const rendered = flattenCfnReference(resource);
      if (rendered.includes('*')) findings.add(`Resource::${rendered}`);
    }
  }
  return findings;
}
