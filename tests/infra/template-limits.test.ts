import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@sddp/shared';
import { resourcesOf, type SynthesisedPlatform, synthPlatform } from './support/synth-platform';

/** API Gateway's integration timeout (HTTP API): a function still running then answers the viewer a 503. */
const API_INTEGRATION_TIMEOUT_SECONDS = 30;
/** CloudFormation's resources per stack, and the share we keep free for what comes next. */
const STACK_RESOURCE_LIMIT = 500;
const REQUIRED_HEADROOM = 0.25;

// Hong Kong synthesises the most (the us-east-1 log stack, every sign-on setting); Beijing the China variant.
const variants = {
  global: {
    region: 'ap-east-1',
    mailFrom: 'no-reply@sddp.example.com',
    passwordPolicy: '{"maxAgeDays":60}',
    oidcIntranetIssuer: 'https://sso.example.com',
    oidcIntranetClientId: 'sddp',
    oidcIntranetSecretParameter: '/sddp/test/oidc-intranet-secret',
    partnerKeyParameter: '/sddp/test/partner-key',
  },
  china: { region: 'cn-north-1', mailFrom: 'no-reply@sddp.example.com' },
} as const;
const platforms = {} as Record<keyof typeof variants, SynthesisedPlatform>;

beforeAll(() => {
  for (const [name, settings] of Object.entries(variants))
    platforms[name as keyof typeof variants] = synthPlatform(settings, { bundle: false });
}, 120_000);
afterAll(() => Object.values(platforms).forEach((platform) => platform.cleanup()));

describe.each(Object.keys(variants) as (keyof typeof variants)[])('the %s templates', (variant) => {
  const platform = () => platforms[variant];

  it('give every function behind a route a timeout below API Gateway’s 30 s, and below its integration’s own', () => {
    const { api } = platform().templates;
    const functions = resourcesOf(api, 'AWS::Lambda::Function');
    const integrations = Object.entries(resourcesOf(api, 'AWS::ApiGatewayV2::Integration'));
    expect(integrations.length).toBeGreaterThan(0);
    for (const [logicalId, integration] of integrations) {
      // The route calls the function's live alias.
      const alias = resourcesOf(api, 'AWS::Lambda::Alias')[integration.Properties.IntegrationUri.Ref as string]!;
      const functionId = alias.Properties.FunctionName.Ref as string;
      const timeoutSeconds = functions[functionId]!.Properties.Timeout as number;
      expect(timeoutSeconds, functionId).toBeLessThan(API_INTEGRATION_TIMEOUT_SECONDS);
      const integrationTimeoutMs = integration.Properties.TimeoutInMillis as number | undefined;
      if (integrationTimeoutMs !== undefined) {
        expect(integrationTimeoutMs, logicalId).toBeLessThanOrEqual(API_INTEGRATION_TIMEOUT_SECONDS * 1000);
        expect(timeoutSeconds * 1000, logicalId).toBeLessThan(integrationTimeoutMs);
      }
    }
  });

  it(`keep every stack ${REQUIRED_HEADROOM * 100} % under CloudFormation’s ${STACK_RESOURCE_LIMIT} resources`, () => {
    const assembly = platform().app.synth();
    const counts = Object.fromEntries(assembly.stacks.map((stack) => [stack.stackName, Object.keys(stack.template.Resources).length]));
    for (const [stack, count] of Object.entries(counts)) {
      expect(count, `${stack}: ${JSON.stringify(counts)}`).toBeLessThanOrEqual(STACK_RESOURCE_LIMIT * (1 - REQUIRED_HEADROOM));
    }
  });

  it('cost one resource per route and six per domain function in the API stack (the growth docs/architecture.md projects)', () => {
    const { api } = platform().templates;
    const domains = new Set(ENDPOINTS.map((endpoint) => endpoint.domain)).size;
    expect(Object.keys(resourcesOf(api, 'AWS::ApiGatewayV2::Route'))).toHaveLength(ENDPOINTS.length);
    // One integration and one invoke permission per function, shared by all its routes.
    expect(Object.keys(resourcesOf(api, 'AWS::ApiGatewayV2::Integration'))).toHaveLength(domains);
    const permissions = Object.values(resourcesOf(api, 'AWS::Lambda::Permission'));
    expect(permissions).toHaveLength(domains);
    for (const permission of permissions) {
      expect(permission.Properties.Principal).toBe('apigateway.amazonaws.com');
      // Any route of this API, and no other API.
      expect(JSON.stringify(permission.Properties.SourceArn)).toMatch(/"Ref":"HttpApi[0-9A-F]+"\},"\/\*\/\*\/\*"/);
    }
  });
});
