import { existsSync } from 'node:fs';
import { Annotations, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  type CfnDistribution,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { ORIGIN_HEADER } from '@sddp/shared';
import type { InfraConfig } from '../config';
import { AccessLogsBucket } from '../constructs/access-logs-bucket';
import { IamServerCertificateId } from '../constructs/iam-server-certificate-id';
import { acknowledgeGeneratedWildcards } from '../constructs/nag';
import { WEB_BUNDLE_DIR } from '../paths';
import { API_BASE_PATH } from './api-stack';

export interface WebStackProps extends StackProps {
  readonly config: InfraConfig;
  readonly api: IHttpApi;
  /** The bucket browsers upload to with presigned URLs; the CSP lets the page connect to it. */
  readonly uploadsBucket: IBucket;
  /**
   * Where CloudFront writes its standard logs, when this stack's region cannot receive them (a bucket
   * in another region, read through a cross-region reference).
   * @default - the stack's own access-log bucket
   */
  readonly cloudFrontLogsBucket?: IBucket;
  /** The WAF web ACL (CLOUDFRONT scope, edge-stack.ts) the distribution is checked against. @default - none */
  readonly webAclArn?: string;
  /**
   * The built single-page app. When missing, a placeholder page is deployed (and synth warns), so
   * the infrastructure can be synthesised and tested without building the web app.
   * @default - web/dist
   */
  readonly webBundleDir?: string;
}

/**
 * Viewer-request function of the web behaviour: any path whose last segment has no file extension
 * is a client-side route, served /index.html. It never sees /user-api/*, so API responses
 * (including 404 envelopes) are passed through untouched.
 */
const SPA_REWRITE_CODE = `function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/**
 * The one origin users see: CloudFront serving the SPA from a private bucket (origin access
 * control) and forwarding /user-api/* uncached to the HTTP API, with security headers on both.
 */
export class WebStack extends Stack {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, { ...props, crossRegionReferences: props.cloudFrontLogsBucket !== undefined || props.webAclArn !== undefined });
    const { config } = props;

    // The site bucket's server access logs, and CloudFront's logs unless they go to another region.
    const logs = new AccessLogsBucket(this, 'AccessLogs', {
      retentionDays: config.logRetentionDays,
      acceptCloudFrontLogs: !props.cloudFrontLogsBucket,
    });

    const siteBucket = new Bucket(this, 'Site', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: logs.bucket,
      serverAccessLogsPrefix: 'site/',
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: `SDDP ${config.stage}: security headers and CSP`,
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: [
            "default-src 'self'",
            "img-src 'self' data: blob: https:",
            "style-src 'self' 'unsafe-inline'",
            "script-src 'self'",
            "font-src 'self' data:",
            `connect-src 'self' https://${props.uploadsBucket.bucketRegionalDomainName}`,
            "object-src 'none'",
            "base-uri 'self'",
            "frame-ancestors 'none'",
          ].join('; '),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
    });

    // CloudFront in the China partition has neither origin access control nor CloudFront Functions
    // (docs/architecture.md, infrastructure): there the bucket is reached through an origin access identity,
    // and client-side routes have no rewrite until that gap is closed.
    const china = config.partition === 'aws-cn';
    const siteOrigin = china ? S3BucketOrigin.withOriginAccessIdentity(siteBucket) : S3BucketOrigin.withOriginAccessControl(siteBucket);
    const spaRewrite = china
      ? undefined
      : new CloudFrontFunction(this, 'SpaRewrite', {
          comment: 'Serve /index.html for client-side routes',
          runtime: FunctionRuntime.JS_2_0,
          code: FunctionCode.fromInline(SPA_REWRITE_CODE),
        });
    if (china) {
      Annotations.of(this).addWarningV2(
        'sddp:spaRewriteUnavailable',
        'CloudFront Functions do not exist in the China regions: deep links to client-side routes get 403 from the bucket. See docs/architecture.md (infrastructure).',
      );
    }

    const apiOrigin = new HttpOrigin(`${props.api.apiId}.execute-api.${this.region}.${this.urlSuffix}`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      // Resolved by CloudFormation at deploy (the value is in no template); the functions check it (http/origin-check.ts).
      ...(config.originSecretParameter ? { customHeaders: { [ORIGIN_HEADER]: `{{resolve:ssm:${config.originSecretParameter}}}` } } : {}),
    });
    if (!config.originSecretParameter && config.stage !== 'dev') {
      Annotations.of(this).addWarningV2(
        'sddp:originSecretParameter',
        'originSecretParameter is not set: the HTTP API answers on its own URL too, beside CloudFront and its WAF (docs/deploy.md).',
      );
    }

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `SDDP ${config.stage}`,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: spaRewrite ? [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }] : undefined,
      },
      additionalBehaviors: {
        [`${API_BASE_PATH}/*`]: {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
        },
      },
      enableLogging: true,
      logBucket: props.cloudFrontLogsBucket ?? logs.bucket,
      logFilePrefix: 'cloudfront/',
      webAclId: props.webAclArn,
      ...(config.domainName && !china
        ? {
            domainNames: [config.domainName],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
    });
    if (config.domainName && china) this.serveWithIamCertificate(config.domainName, config.certificateArn);
    if (china) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR7',
        reason:
          'Origin access control does not exist in the China regions; the private site bucket is read through an origin access identity instead.',
      });
    }
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'Suppliers sign in from wherever they work; access is controlled by accounts, not geography.',
    });
    if (!config.domainName) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'A dev stage without a domain (config.ts refuses that elsewhere) uses the default CloudFront certificate, whose minimum protocol cannot be raised.',
      });
    }
    if (!props.webAclArn) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason: china
          ? 'AWS WAF is regional-only in the China regions: it attaches neither to CloudFront nor to an HTTP API. The public routes have their own stage throttles, the captcha and the account lock-out (docs/runbook.md).'
          : 'WAF is switched off for this stage (waf=false); the public routes keep their stage throttles, the captcha and the account lock-out.',
      });
    }

    const webBundleDir = props.webBundleDir ?? WEB_BUNDLE_DIR;
    const bundleBuilt = existsSync(webBundleDir);
    if (!bundleBuilt) {
      Annotations.of(this).addWarningV2(
        'sddp:webBundleMissing',
        `${webBundleDir} does not exist: a placeholder page is deployed. Run \`npm run build\` before deploying.`,
      );
    }
    const deployment = new BucketDeployment(this, 'DeployWeb', {
      sources: [
        bundleBuilt
          ? Source.asset(webBundleDir)
          : Source.data('index.html', '<!doctype html><title>SDDP</title><p>The web app has not been built.</p>'),
      ],
      destinationBucket: siteBucket,
      // Keep the previous build's hashed chunks so pages opened before a deploy can still load them.
      prune: false,
      distribution: this.distribution,
      // Hashed assets never change; only the entry page (served for `/` and, by the rewrite, every route) does.
      distributionPaths: ['/', '/index.html'],
      memoryLimit: 512,
    });
    this.acknowledgeDeploymentHandler(deployment);

    new CfnOutput(this, 'WebUrl', { value: `https://${this.distribution.distributionDomainName}` });
  }

  /**
   * CloudFront in the China regions serves a custom domain only with an IAM server certificate, named in
   * the distribution by its id, which the template looks up from the certificate's ARN.
   */
  private serveWithIamCertificate(domainName: string, certificateArn: string): void {
    const certificateId = new IamServerCertificateId(this, 'CertificateId', { certificateArn }).id;
    const distribution = this.distribution.node.defaultChild as CfnDistribution;
    distribution.distributionConfig = {
      ...(distribution.distributionConfig as CfnDistribution.DistributionConfigProperty),
      aliases: [domainName],
      viewerCertificate: {
        iamCertificateId: certificateId,
        sslSupportMethod: 'sni-only',
        minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
      },
    };
  }

  /** BucketDeployment runs an aws-cdk-lib singleton Lambda whose runtime and policy CDK owns. */
  private acknowledgeDeploymentHandler(deployment: BucketDeployment): void {
    const handler = this.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (!handler) throw new Error('BucketDeployment handler not found: aws-cdk-lib changed how it names it');
    const reason = "aws-cdk-lib's BucketDeployment handler, run only by CloudFormation at deploy time";
    Validations.of(handler).acknowledge(
      { id: 'AwsSolutions-L1', reason: `${reason}; its Python runtime is chosen by aws-cdk-lib.` },
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: `${reason}; the managed policy only lets it write its own logs.`,
      },
    );
    acknowledgeGeneratedWildcards(
      deployment.handlerRole,
      `${reason}; aws-cdk-lib grants it read on the asset bucket, read/write on the site bucket and CloudFront invalidation.`,
    );
  }
}
