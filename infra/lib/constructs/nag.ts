import { Stack, Validations } from 'aws-cdk-lib';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { IConstruct } from 'constructs';

/**
 * Acknowledges AwsSolutions-IAM5 for one wildcard resource of `scope`'s policies. cdk-nag names each
 * finding after the resource as rendered in the template, and a resource from another stack is only
 * rendered (as an Fn::ImportValue) once references resolve during synthesis, so the finding's id is
 * computed then, with cdk-nag's own renderer (pinned version: an upgrade that moves it fails loudly).
 */
export function acknowledgeWildcardResource(scope: IConstruct, resource: string, reason: string): void {
  scope.node.addValidation({
    validate: () => {
      const rendered = flattenCfnReference(Stack.of(scope).resolve(resource));
      Validations.of(scope).acknowledge({ id: `AwsSolutions-IAM5[Resource::${rendered}]`, reason });
      return [];
    },
  });
}
