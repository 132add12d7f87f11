import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseInfraConfig } from '../../infra/lib/config';
import { type Resource, resourcesOf, type SynthesisedPlatform, synthPlatform } from './support/synth-platform';

const SETTINGS = {
  region: 'ap-east-1',
  oidcIntranetIssuer: 'https://sso.intranet.example.com',
  oidcIntranetClientId: 'sddp-intranet',
  oidcIntranetSecretParameter: '/sddp/prod/oidc-intranet-secret',
  oidcInternetIssuer: 'https://login.example.com/realms/sddp',
  oidcInternetClientId: 'sddp-internet',
  oidcInternetSecretParameter: '/sddp/prod/oidc-internet-secret',
  partnerKeyParameter: '/sddp/prod/partner-key',
  huayunUrl: 'https://inventory.example.com',
  inventoryClientId: 'sddp',
  inventorySecretParameter: 'sddp/prod/inventory-secret',
} as const;

let platform: SynthesisedPlatform;
beforeAll(() => {
  platform = synthPlatform(SETTINGS);
}, 120_000);
afterAll(() => platform.cleanup());

const functionsByDomain = () => {
  const { api } = platform.stacks;
  const all = resourcesOf(platform.templates.api, 'AWS::Lambda::Function');
  return new Map([...api.functions].map(([domain, fn]) => [domain, all[api.getLogicalId(fn.lambda.node.defaultChild as CfnFunction)]!]));
};
const statementsOf = (fn: Resource) => {
  const role = fn.Properties.Role['Fn::GetAtt'][0] as string;
  return Object.values(resourcesOf(platform.templates.api, 'AWS::IAM::Policy'))
    .filter((policy) => policy.Properties.Roles.some((candidate: { Ref: string }) => candidate.Ref === role))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Resource['Properties'][]);
};
const actionsOf = (statement: Resource['Properties']) => [statement.Action].flat() as string[];
const joined = (value: unknown) =>
  typeof value === 'string'
    ? value
    : (value as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1]
        .map((part) => (typeof part === 'string' ? part : `<${(part as { Ref: string }).Ref.replace('AWS::', '')}>`))
        .join('');

describe('single sign-on settings and secrets (issue 15)', () => {
  it('parses the settings, refusing a bad issuer or parameter name', () => {
    expect(parseInfraConfig(SETTINGS)).toMatchObject({ oidcUserClaim: 'preferred_username', oidcIntranetClientId: 'sddp-intranet' });
    expect(() => parseInfraConfig({ oidcIntranetIssuer: 'not a url' })).toThrow(/oidcIntranetIssuer/);
    expect(() => parseInfraConfig({ partnerKeyParameter: 'has spaces in it' })).toThrow(/partnerKeyParameter/);
  });

  it('gives the auth function the settings and the names of its secrets, never a secret value', () => {
    const env = functionsByDomain().get('auth')!.Properties.Environment.Variables as Record<string, string>;
    expect(env).toMatchObject({
      OIDC_INTRANET_ISSUER: SETTINGS.oidcIntranetIssuer,
      OIDC_INTRANET_CLIENT_ID: SETTINGS.oidcIntranetClientId,
      OIDC_INTRANET_SECRET_PARAMETER: SETTINGS.oidcIntranetSecretParameter,
      OIDC_INTERNET_SECRET_PARAMETER: SETTINGS.oidcInternetSecretParameter,
      OIDC_USER_CLAIM: 'preferred_username',
      PARTNER_KEY_PARAMETER: SETTINGS.partnerKeyParameter,
      INVENTORY_CLIENT_ID: 'sddp',
      INVENTORY_SECRET_PARAMETER: SETTINGS.inventorySecretParameter,
    });
    expect(Object.keys(env).filter((name) => /CLIENT_SECRET$|^PARTNER_KEY$/.test(name))).toEqual([]);
  });

  it('lets only the auth function read exactly those parameters', () => {
    for (const [domain, fn] of functionsByDomain()) {
      const ssm = statementsOf(fn).filter((statement) => actionsOf(statement).some((action) => action.startsWith('ssm:')));
      const env = Object.keys(fn.Properties.Environment.Variables as Record<string, string>);
      if (domain !== 'auth') {
        expect(ssm, domain).toEqual([]);
        expect(
          env.filter((name) => name.startsWith('OIDC_') || name.startsWith('INVENTORY_') || name.startsWith('PARTNER_')),
          domain,
        ).toEqual([]);
        continue;
      }
      expect(ssm.flatMap(actionsOf)).toEqual(['ssm:GetParameter']);
      expect([ssm[0]!.Resource].flat().map(joined).sort()).toEqual(
        [
          'arn:<Partition>:ssm:ap-east-1:<AccountId>:parameter/sddp/prod/inventory-secret',
          'arn:<Partition>:ssm:ap-east-1:<AccountId>:parameter/sddp/prod/oidc-internet-secret',
          'arn:<Partition>:ssm:ap-east-1:<AccountId>:parameter/sddp/prod/oidc-intranet-secret',
          'arn:<Partition>:ssm:ap-east-1:<AccountId>:parameter/sddp/prod/partner-key',
        ].sort(),
      );
    }
  });

  it('has no unacknowledged cdk-nag AwsSolutions findings', () => {
    const report = new AwsSolutionsChecks().validateScope(platform.app);
    expect(report.violations.map((violation) => violation.ruleName)).toEqual([]);
  });
});
