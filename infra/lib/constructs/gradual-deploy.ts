import { Duration, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { type ILambdaDeploymentConfig, LambdaApplication, LambdaDeploymentConfig, LambdaDeploymentGroup } from 'aws-cdk-lib/aws-codedeploy';
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Alias } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE, SERVICE_DIMENSION } from '@sddp/shared/metrics';
import type { DeployStyle } from '../config';

const CONFIGS: Record<Exclude<DeployStyle, 'all-at-once'>, ILambdaDeploymentConfig> = {
  canary: LambdaDeploymentConfig.CANARY_10PERCENT_5MINUTES,
  linear: LambdaDeploymentConfig.LINEAR_10PERCENT_EVERY_1MINUTE,
};

/** What makes CodeDeploy move the calls back while a new version takes them, per minute. */
export const ROLLBACK_THRESHOLDS = {
  /** Crashes or timeouts of the new version (its alias): more than one in a minute. */
  crashes: 1,
  /** 5xx answered by the domain (old and new versions together): more than 3 in a minute. */
  serverErrors: 3,
} as const;

export interface GradualDeployProps {
  readonly style: Exclude<DeployStyle, 'all-at-once'>;
}

/**
 * Gradual deploys of the API functions: one CodeDeploy application, and per function a deployment group
 * that shifts its `live` alias to a new version bit by bit (canary or linear) and rolls back on its two
 * rollback alarms. The alarms sit here, beside the groups that name them (the monitoring stack, which
 * pages people, comes after this stack and cannot be named from it).
 */
export class GradualDeploy extends Construct {
  private readonly application: LambdaApplication;
  private readonly role: Role;
  private readonly style: Exclude<DeployStyle, 'all-at-once'>;

  constructor(scope: Construct, id: string, props: GradualDeployProps) {
    super(scope, id);
    this.application = new LambdaApplication(this, 'Application');
    this.style = props.style;
    // One role for every group (a role each would cost the stack nine more resources).
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('codedeploy.amazonaws.com'),
      description: 'Lets CodeDeploy shift the live aliases of the API functions',
      managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSCodeDeployRoleForLambdaLimited')],
    });
    Validations.of(this.role).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSCodeDeployRoleForLambdaLimited]',
      reason:
        "AWS's policy for CodeDeploy's Lambda deployments, limited to shifting aliases of functions and reading the group's alarms: the role CodeDeploy documents.",
    });
  }

  /** Shifts `alias` of the `domain` function gradually, rolling back when it crashes or its domain answers 5xx. */
  add(domain: string, alias: Alias): LambdaDeploymentGroup {
    const minute = Duration.minutes(1);
    const crashes = new Alarm(this, `${domain}Crashes`, {
      alarmDescription: `SDDP ${domain}: the live alias crashed during a deploy; CodeDeploy rolls back (docs/runbook.md#deploys)`,
      metric: alias.metricErrors({ period: minute, statistic: 'Sum' }),
      threshold: ROLLBACK_THRESHOLDS.crashes,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    const serverErrors = new Alarm(this, `${domain}ServerErrors`, {
      alarmDescription: `SDDP ${domain}: 5xx answers during a deploy; CodeDeploy rolls back (docs/runbook.md#deploys)`,
      metric: new Metric({
        namespace: METRICS_NAMESPACE,
        metricName: 'ServerErrors',
        dimensionsMap: { [SERVICE_DIMENSION]: domain },
        period: minute,
        statistic: 'Sum',
      }),
      threshold: ROLLBACK_THRESHOLDS.serverErrors,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    return new LambdaDeploymentGroup(this, `${domain}Group`, {
      application: this.application,
      role: this.role,
      alias,
      deploymentConfig: CONFIGS[this.style],
      alarms: [crashes, serverErrors],
    });
  }
}
