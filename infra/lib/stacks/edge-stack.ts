import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { ENDPOINTS } from '@sddp/shared/contract/index';
import type { InfraConfig } from '../config';
import { API_BASE_PATH } from './api-stack';

export interface EdgeStackProps extends StackProps {
  readonly config: InfraConfig;
}

/** The routes anyone may call without a session (sign-in, captcha, codes, password reset): each costs SMS, mail or scrypt. */
export const PUBLIC_PATHS = ENDPOINTS.filter((endpoint) => endpoint.access === 'public').map(
  (endpoint) => `${API_BASE_PATH}${endpoint.path}`,
);

/** A CloudWatch metric name for each rule, so its blocks can be graphed and alarmed on. */
const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

const managedGroup = (priority: number, name: string, countOnly: readonly string[] = []): CfnWebACL.RuleProperty => ({
  name,
  priority,
  overrideAction: { none: {} },
  statement: {
    managedRuleGroupStatement: {
      vendorName: 'AWS',
      name,
      ...(countOnly.length > 0 ? { ruleActionOverrides: countOnly.map((rule) => ({ name: rule, actionToUse: { count: {} } })) } : {}),
    },
  },
  visibilityConfig: visibility(name),
});

const exactPath = (path: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'EXACTLY',
    searchString: path,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

/**
 * The web ACL CloudFront checks every request against (WAF for CloudFront lives in us-east-1, hence
 * its own stack; the web stack reads its ARN across regions). AWS's managed common, known-bad-input
 * and IP-reputation groups, then two per-IP rate rules: one for everything, a stricter one for the
 * public routes, which send SMS and mail or run scrypt for anyone who asks.
 */
export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, { ...props, crossRegionReferences: true });
    const { config } = props;
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `sddp-${config.stage}-edge`,
      description: `SDDP ${config.stage}: managed rules and per-IP rate limits in front of CloudFront`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`sddp-${config.stage}-edge`),
      rules: [
        // The notice editor posts rich HTML larger than 8 KB: the body rules would block it. The server
        // bounds every field (the contract's schemas) and sanitises the HTML, so they only count.
        managedGroup(0, 'AWSManagedRulesCommonRuleSet', ['SizeRestrictions_BODY', 'CrossSiteScripting_BODY']),
        managedGroup(1, 'AWSManagedRulesKnownBadInputsRuleSet'),
        managedGroup(2, 'AWSManagedRulesAmazonIpReputationList'),
        {
          name: 'PublicRoutesPerIp',
          priority: 3,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: config.wafSignInRateLimit,
              evaluationWindowSec: 300,
              scopeDownStatement: { orStatement: { statements: PUBLIC_PATHS.map(exactPath) } },
            },
          },
          visibilityConfig: visibility('PublicRoutesPerIp'),
        },
        {
          name: 'AllRequestsPerIp',
          priority: 4,
          action: { block: {} },
          statement: { rateBasedStatement: { aggregateKeyType: 'IP', limit: config.wafRateLimit, evaluationWindowSec: 300 } },
          visibilityConfig: visibility('AllRequestsPerIp'),
        },
      ],
    });
  }
}
