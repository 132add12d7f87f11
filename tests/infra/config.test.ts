import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { describe, expect, it } from 'vitest';
import { loadInfraConfig, parseInfraConfig } from '../../infra/lib/config';
import { testApp } from './support/synth-platform';

describe('infra configuration', () => {
  it('defaults to a dev stage in Hong Kong with six months of logs', () => {
    const config = parseInfraConfig({});
    expect(config).toMatchObject({
      stage: 'dev',
      region: 'ap-east-1',
      partition: 'aws',
      apiRateLimit: 50,
      apiBurstLimit: 100,
      logRetentionDays: RetentionDays.SIX_MONTHS,
      scoreSuperuserCodes: '',
      sysLogoutUrl: '',
      huayunUrl: '',
      mailFrom: '',
      mailFromIdentity: '',
      publicUrl: '',
    });
    expect(config.account).toBeUndefined();
    expect(config.passwordPolicy).toBeUndefined();
    expect(config.webOrigins).toEqual(['https://*.cloudfront.net']);
  });

  it('uses the China partition and its CloudFront domain for a China region', () => {
    const config = parseInfraConfig({ region: 'cn-north-1' });
    expect(config.partition).toBe('aws-cn');
    expect(config.webOrigins).toEqual(['https://*.cloudfront.cn']);
  });

  it('derives the partition and the default web origin from the region', () => {
    const config = parseInfraConfig({ region: 'ap-east-1' });
    expect(config.partition).toBe('aws');
    expect(config.webOrigins).toEqual(['https://*.cloudfront.net']);
  });

  it('coerces context strings and normalises web origins', () => {
    const config = parseInfraConfig({
      apiRateLimit: '20',
      apiBurstLimit: '40',
      logRetentionDays: '365',
      webOrigins: 'https://sddp.example.com.cn/, https://admin.example.com.cn',
    });
    expect(config.apiRateLimit).toBe(20);
    expect(config.apiBurstLimit).toBe(40);
    expect(config.logRetentionDays).toBe(RetentionDays.ONE_YEAR);
    expect(config.webOrigins).toEqual(['https://sddp.example.com.cn', 'https://admin.example.com.cn']);
  });

  it('takes the public URL from the first web origin unless set', () => {
    expect(parseInfraConfig({ webOrigins: 'https://sddp.example.com.cn, https://b.example.com' }).publicUrl).toBe(
      'https://sddp.example.com.cn',
    );
    expect(parseInfraConfig({ webOrigins: 'https://a.example.com', publicUrl: 'https://sddp.example.com/' }).publicUrl).toBe(
      'https://sddp.example.com',
    );
  });

  it('switches operations on by stage: canary deploys, a reserved worker and backups in prod; backups outside dev; none in dev', () => {
    const prod = parseInfraConfig({ stage: 'prod', webOrigins: 'https://sddp.example.com' });
    expect(prod).toMatchObject({
      deployStyle: 'canary',
      workerConcurrency: 5,
      backup: true,
      backupCopyRegion: 'ap-southeast-1',
      waf: true,
    });
    const test = parseInfraConfig({
      stage: 'test',
      webOrigins: 'https://test.sddp.example.com',
      region: 'cn-northwest-1',
      domainName: 'test.sddp.example.com.cn',
      certificateArn: 'arn:aws-cn:iam::123456789012:server-certificate/cloudfront/test',
    });
    expect(test).toMatchObject({ deployStyle: 'all-at-once', workerConcurrency: 0, backup: true, backupCopyRegion: 'cn-north-1' });
    expect(parseInfraConfig({})).toMatchObject({ deployStyle: 'all-at-once', workerConcurrency: 0, backup: false, backupCopyRegion: '' });
    expect(
      parseInfraConfig({
        stage: 'prod',
        webOrigins: 'https://a.example.com',
        deployStyle: 'linear',
        workerConcurrency: '0',
        backup: 'false',
        waf: 'false',
      }),
    ).toMatchObject({ deployStyle: 'linear', workerConcurrency: 0, backup: false, waf: false });
  });

  it('takes the site URL and the upload origin from the domain, so a first deploy is one pass', () => {
    const config = parseInfraConfig({
      stage: 'prod',
      domainName: 'sddp.example.com',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0b1c2d3e-aaaa-bbbb-cccc-0123456789ab',
    });
    expect(config).toMatchObject({ publicUrl: 'https://sddp.example.com', webOrigins: ['https://sddp.example.com'] });
  });

  it.each([
    [{ domainName: 'sddp.example.com' }, 'certificateArn'],
    [{ certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc' }, 'domainName'],
    [{ domainName: 'sddp.example.com', certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/abc' }, 'certificateArn'],
    [
      { region: 'cn-north-1', domainName: 'a.example.com.cn', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc' },
      'IAM server certificate',
    ],
    [{ stage: 'prod' }, 'webOrigins (or domainName) is required outside dev'],
    [{ stage: 'prod', region: 'cn-north-1', webOrigins: 'https://a.example.com.cn' }, 'domainName is required in the China regions'],
    [{ alarmEmail: 'ops' }, 'alarmEmail'],
    [{ deployStyle: 'blue-green' }, 'deployStyle'],
  ])('refuses %o, saying what is missing', (settings, message) => {
    expect(() => parseInfraConfig(settings)).toThrow(message);
  });

  it('has no deployment-wide initial password any more: a setting left from before is ignored', () => {
    expect(parseInfraConfig({ initialPasswordParameter: '/sddp/prod/initial-password' })).not.toHaveProperty('initialPasswordParameter');
  });

  it('accepts an SES identity as an ARN, a domain or an address, and a password policy override as JSON or an object', () => {
    for (const identity of [
      'arn:aws-cn:ses:cn-northwest-1:123456789012:identity/example.com',
      'mail.example.com',
      'no-reply@example.com',
    ]) {
      expect(parseInfraConfig({ mailFromIdentity: identity }).mailFromIdentity).toBe(identity);
    }
    expect(parseInfraConfig({ passwordPolicy: '{ "maxAgeDays": 60, "history": 8 }' }).passwordPolicy).toBe('{"history":8,"maxAgeDays":60}');
    expect(parseInfraConfig({ passwordPolicy: { minLength: 10 } }).passwordPolicy).toBe('{"minLength":10}');
  });

  it.each([
    [{ stage: 'Prod' }, 'stage'],
    [{ mailFrom: 'sddp' }, 'mailFrom'],
    [{ mailFromIdentity: 'not an identity' }, 'mailFromIdentity'],
    [{ publicUrl: 'sddp.example.com' }, 'publicUrl'],
    [{ passwordPolicy: 'maxAgeDays=60' }, 'passwordPolicy'],
    [{ passwordPolicy: '{"maxAge":60}' }, 'passwordPolicy'],
    [{ passwordPolicy: '{"minLength":30}' }, 'passwordPolicy'],
    [{ logRetentionDays: '100' }, 'logRetentionDays'],
    [{ apiBurstLimit: '-1' }, 'apiBurstLimit'],
    [{ webOrigins: 'http://insecure.example.com' }, 'webOrigins'],
    [{ sysLogoutUrl: 'not a url' }, 'sysLogoutUrl'],
    [{ account: '12345' }, 'account'],
  ])('rejects %o, naming the setting', (settings, name) => {
    expect(() => parseInfraConfig(settings)).toThrow(name);
  });

  it('reads the context first and the environment second', () => {
    const { app, cleanup } = testApp();
    app.node.setContext('stage', 'prod');
    const config = loadInfraConfig(app, {
      SDDP_STAGE: 'ignored',
      CDK_DEFAULT_REGION: 'cn-northwest-1',
      SDDP_API_RATE_LIMIT: '5',
      HUAYUN_URL: 'https://huayun.example.com',
      SDDP_MAIL_FROM: 'no-reply@sddp.example.com',
      SDDP_MAIL_FROM_IDENTITY: 'sddp.example.com',
      SDDP_PUBLIC_URL: 'https://sddp.example.com',
      SDDP_PASSWORD_POLICY: '{"maxAgeDays":30}',
      SDDP_DOMAIN_NAME: 'sddp.example.com.cn',
      SDDP_CERTIFICATE_ARN: 'arn:aws-cn:iam::123456789012:server-certificate/cloudfront/sddp',
      SDDP_ALARM_EMAIL: 'ops@example.com',
    });
    cleanup();
    expect(config).toMatchObject({
      stage: 'prod',
      region: 'cn-northwest-1',
      apiRateLimit: 5,
      huayunUrl: 'https://huayun.example.com',
      mailFrom: 'no-reply@sddp.example.com',
      mailFromIdentity: 'sddp.example.com',
      publicUrl: 'https://sddp.example.com',
      passwordPolicy: '{"maxAgeDays":30}',
    });
  });
});
