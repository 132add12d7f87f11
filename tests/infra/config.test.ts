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
