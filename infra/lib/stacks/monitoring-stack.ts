import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { ComparisonOperator, Metric } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { FilterPattern, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { DefaultDashboardFactory, MonitoringFacade, SnsAlarmActionStrategy } from 'cdk-monitoring-constructs';
import type { Construct } from 'constructs';
import { METRICS_NAMESPACE, SERVICE_DIMENSION, type MetricName } from '@sddp/shared/metrics';
import type { InfraConfig } from '../config';
import type { DomainFunction } from '../constructs/domain-function';
import { RUNBOOK_SECTIONS, runbookLink, THRESHOLDS } from '../monitoring/thresholds';

/** A function to watch: an API domain's, or one that runs jobs (the spreadsheet worker, a scheduled job). */
export interface WatchedFunction {
  readonly name: string;
  readonly kind: 'api' | 'job';
  readonly fn: DomainFunction;
}

export interface MonitoringStackProps extends StackProps {
  readonly config: InfraConfig;
  readonly functions: readonly WatchedFunction[];
  readonly api: IHttpApi;
  readonly table: ITable;
  readonly failedInvocations: IQueue;
}

/** The namespace of the metrics this stack makes from the functions' logs. */
export const LOG_METRICS_NAMESPACE = 'SDDP/Logs';
const PERIOD = Duration.minutes(5);

/**
 * What pages someone when the platform breaks, and one dashboard of it all per stage, built with
 * cdk-monitoring-constructs: each function's crashes, throttles and p99; the API's 5xx rate and p99; the
 * table's throttles and system errors; the failure queue; error log lines; mail reputation and SMS spend.
 * Every alarm goes to one SNS topic (encrypted; `alarmEmail` subscribes an address) and names its section
 * of docs/runbook.md. Its own stack: alarms are many, and the API stack stays far below 500 resources.
 */
export class MonitoringStack extends Stack {
  readonly topic: Topic;
  readonly facade: MonitoringFacade;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    const { config } = props;
    const prefix = `sddp-${config.stage}`;

    const key = new Key(this, 'AlarmTopicKey', {
      description: `SDDP ${config.stage}: encrypts the alarm topic`,
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // CloudWatch publishes alarms to the encrypted topic: it needs the key.
    key.addToResourcePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
      }),
    );
    this.topic = new Topic(this, 'Alarms', { displayName: `SDDP ${config.stage} alarms`, masterKey: key, enforceSSL: true });
    if (config.alarmEmail) this.topic.addSubscription(new EmailSubscription(config.alarmEmail));

    this.facade = new MonitoringFacade(this, 'Monitoring', {
      alarmFactoryDefaults: {
        alarmNamePrefix: prefix,
        actionsEnabled: true,
        action: new SnsAlarmActionStrategy({ onAlarmTopic: this.topic, onOkTopic: this.topic }),
        datapointsToAlarm: 1,
        evaluationPeriods: 1,
      },
      metricFactoryDefaults: { period: PERIOD },
      dashboardFactory: new DefaultDashboardFactory(this, 'Dashboards', {
        dashboardNamePrefix: prefix,
        createDashboard: true,
        createSummaryDashboard: false,
        createAlarmDashboard: false,
      }),
    });

    this.watchApi(props.api);
    for (const watched of props.functions) this.watchFunction(watched);
    for (const { name } of props.functions.filter((watched) => watched.kind === 'api')) {
      this.custom(`${name}-ServerErrors`, `${name}: 5xx answers`, this.codeMetric('ServerErrors', name), {
        threshold: THRESHOLDS.serverErrorsPerDomain,
        section: RUNBOOK_SECTIONS.serverErrors,
      });
    }
    this.custom('JobsCrashed', 'Spreadsheet jobs crashed or interrupted', this.codeMetric('JobsCrashed', 'spreadsheet-worker'), {
      threshold: THRESHOLDS.jobsCrashed,
      section: RUNBOOK_SECTIONS.jobsCrashed,
    });
    this.watchTable(props.table);
    this.facade.monitorSqsQueue({
      queue: props.failedInvocations,
      alarmFriendlyName: 'FailedInvocations',
      humanReadableName: 'Failed invocations (worker, jobs, schedules)',
      addQueueMaxSizeAlarm: {
        Critical: { maxMessageCount: THRESHOLDS.failedInvocations, runbookLink: runbookLink(RUNBOOK_SECTIONS.failedInvocations) },
      },
    });
    this.watchErrorLogLines(props.functions);
    if (config.mailFrom) this.watchMail();
    this.watchSmsSpend(config.smsMonthlyBudgetUsd);
  }

  private watchApi(api: IHttpApi): void {
    this.facade.monitorApiGatewayV2HttpApi({
      api,
      alarmFriendlyName: 'Api',
      humanReadableName: 'HTTP API',
      add5xxRateAlarm: {
        Critical: { maxErrorRate: THRESHOLDS.api5xxRatePercent / 100, runbookLink: runbookLink(RUNBOOK_SECTIONS.api5xx) },
      },
      addLatencyP99Alarm: {
        Warning: { maxLatency: THRESHOLDS.apiP99, runbookLink: runbookLink(RUNBOOK_SECTIONS.apiLatency) },
      },
    });
  }

  private watchFunction({ name, kind, fn }: WatchedFunction): void {
    const api = kind === 'api';
    this.facade.monitorLambdaFunction({
      lambdaFunction: fn.lambda,
      alarmFriendlyName: name,
      humanReadableName: `${name} function`,
      addFaultCountAlarm: {
        Critical: {
          maxErrorCount: api ? THRESHOLDS.apiFunctionFaults : THRESHOLDS.jobFunctionFaults,
          runbookLink: runbookLink(RUNBOOK_SECTIONS.functionFaults),
        },
      },
      // The worker's runs are capped on purpose (reserved concurrency): its throttled events wait and are retried.
      ...(api
        ? {
            addThrottlesCountAlarm: {
              Critical: { maxErrorCount: THRESHOLDS.apiFunctionThrottles, runbookLink: runbookLink(RUNBOOK_SECTIONS.functionThrottles) },
            },
            addLatencyP99Alarm: {
              Warning: { maxLatency: THRESHOLDS.apiFunctionP99, runbookLink: runbookLink(RUNBOOK_SECTIONS.functionLatency) },
            },
          }
        : {
            addLatencyP99Alarm: {
              Warning: {
                maxLatencyPercentageOfTimeout: THRESHOLDS.jobFunctionP99PercentOfTimeout,
                runbookLink: runbookLink(RUNBOOK_SECTIONS.functionLatency),
              },
            },
          }),
    });
  }

  private watchTable(table: ITable): void {
    const link = { runbookLink: runbookLink(RUNBOOK_SECTIONS.tableThrottles) };
    this.facade.monitorDynamoTable({
      table,
      alarmFriendlyName: 'Table',
      humanReadableName: 'Table',
      addReadThrottledEventsCountAlarm: { Critical: { maxThrottledEventsThreshold: THRESHOLDS.tableThrottledRequests, ...link } },
      addWriteThrottledEventsCountAlarm: { Critical: { maxThrottledEventsThreshold: THRESHOLDS.tableThrottledRequests, ...link } },
      addSystemErrorCountAlarm: {
        Critical: { maxErrorCount: THRESHOLDS.tableSystemErrors, runbookLink: runbookLink(RUNBOOK_SECTIONS.tableSystemErrors) },
      },
    });
  }

  /** One metric of every function's `"level":"error"` lines (the functions log JSON: kit/logger.ts). */
  private watchErrorLogLines(functions: readonly WatchedFunction[]): void {
    const metricName = 'ErrorLines';
    for (const { name, fn } of functions) {
      new MetricFilter(this, `ErrorLines-${name}`, {
        logGroup: fn.logGroup,
        filterPattern: FilterPattern.stringValue('$.level', '=', 'error'),
        metricNamespace: LOG_METRICS_NAMESPACE,
        metricName,
        metricValue: '1',
      });
    }
    this.custom(
      'ErrorLogLines',
      'Error log lines (all functions)',
      new Metric({ namespace: LOG_METRICS_NAMESPACE, metricName, statistic: 'Sum', period: PERIOD }),
      {
        threshold: THRESHOLDS.errorLogLines,
        section: RUNBOOK_SECTIONS.errorLogLines,
      },
    );
  }

  /** SES's account reputation, as rates (0–1). */
  private watchMail(): void {
    const reputation = (metricName: string) =>
      new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: Duration.hours(1) });
    this.custom('MailBounceRate', 'Mail bounce rate', reputation('Reputation.BounceRate'), {
      threshold: THRESHOLDS.mailBounceRatePercent / 100,
      section: RUNBOOK_SECTIONS.mailReputation,
    });
    this.custom('MailComplaintRate', 'Mail complaint rate', reputation('Reputation.ComplaintRate'), {
      threshold: THRESHOLDS.mailComplaintRatePercent / 100,
      section: RUNBOOK_SECTIONS.mailReputation,
    });
  }

  private watchSmsSpend(budgetUsd: number): void {
    const spend = new Metric({
      namespace: 'AWS/SNS',
      metricName: 'SMSMonthToDateSpentUSD',
      statistic: 'Maximum',
      period: Duration.hours(1),
    });
    this.custom('SmsSpend', 'SMS spend this month (USD)', spend, { threshold: budgetUsd * 0.8, section: RUNBOOK_SECTIONS.smsSpend });
  }

  /** A metric the functions publish themselves (shared/src/metrics.ts), counted by one function. */
  private codeMetric(metricName: MetricName, service: string): Metric {
    return new Metric({
      namespace: METRICS_NAMESPACE,
      metricName,
      dimensionsMap: { [SERVICE_DIMENSION]: service },
      statistic: 'Sum',
      period: PERIOD,
    });
  }

  private custom(
    alarmFriendlyName: string,
    title: string,
    metric: Metric,
    alarm: { threshold: number; section: (typeof RUNBOOK_SECTIONS)[keyof typeof RUNBOOK_SECTIONS] },
  ): void {
    this.facade.monitorCustom({
      alarmFriendlyName,
      humanReadableName: title,
      metricGroups: [
        {
          title,
          metrics: [
            {
              metric,
              alarmFriendlyName,
              addAlarm: {
                Critical: {
                  threshold: alarm.threshold,
                  comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
                  runbookLink: runbookLink(alarm.section),
                },
              },
            },
          ],
        },
      ],
    });
  }
}
