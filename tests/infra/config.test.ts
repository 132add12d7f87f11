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
    });
    expect(config.account).toBeUndefined();
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

  it.each([
    [{ stage: 'Prod' }, 'stage'],
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
    });
    cleanup();
    expect(config).toMatchObject({ stage: 'prod', region: 'cn-northwest-1', apiRateLimit: 5, huayunUrl: 'https://huayun.example.com' });
  });
});
