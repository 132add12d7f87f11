import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLE_DEFINITION } from '#kit/db/table-definition';
import { parseInfraConfig } from '../../infra/lib/config';
import { DataStack } from '../../infra/lib/stacks/data-stack';
import { type Resource, resourcesOf, testApp } from './support/synth-platform';

const WEB_ORIGIN = 'https://sddp.example.com.cn';

describe('DataStack', () => {
  let template: Template;
  let cleanup: () => void;

  beforeAll(() => {
    const test = testApp();
    cleanup = test.cleanup;
    const stack = new DataStack(test.app, 'data', { config: parseInfraConfig({ webOrigins: WEB_ORIGIN }) });
    template = Template.fromStack(stack);
  }, 60_000);
  afterAll(() => cleanup());

  const table = () => {
    const tables = Object.values(resourcesOf(template, 'AWS::DynamoDB::Table'));
    expect(tables).toHaveLength(1);
    return tables[0]!;
  };

  it('declares the one table exactly as the functions use it (TABLE_DEFINITION)', () => {
    const { Properties: props } = table();
    const keyOf = (schema: { AttributeName: string; KeyType: string }[], type: string) =>
      schema.find((key) => key.KeyType === type)?.AttributeName;

    expect(keyOf(props.KeySchema, 'HASH')).toBe(TABLE_DEFINITION.partitionKey);
    expect(keyOf(props.KeySchema, 'RANGE')).toBe(TABLE_DEFINITION.sortKey);
    expect(props.TimeToLiveSpecification).toEqual({ AttributeName: TABLE_DEFINITION.timeToLiveAttribute, Enabled: true });
    expect(
      props.GlobalSecondaryIndexes.map((index: { IndexName: string; KeySchema: never }) => ({
        indexName: index.IndexName,
        partitionKey: keyOf(index.KeySchema, 'HASH'),
        sortKey: keyOf(index.KeySchema, 'RANGE'),
      })),
    ).toEqual(TABLE_DEFINITION.globalSecondaryIndexes);

    const keyAttributes = [
      TABLE_DEFINITION.partitionKey,
      TABLE_DEFINITION.sortKey,
      ...TABLE_DEFINITION.globalSecondaryIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
    ];
    expect(props.AttributeDefinitions).toEqual(
      expect.arrayContaining(keyAttributes.map((name) => ({ AttributeName: name, AttributeType: 'S' }))),
    );
    expect(props.AttributeDefinitions).toHaveLength(keyAttributes.length);
  });

  it('bills on demand, keeps point-in-time recovery, encrypts, and is retained and deletion-protected', () => {
    const resource = table();
    expect(resource.Properties.BillingMode).toBe('PAY_PER_REQUEST');
    expect(resource.Properties.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(resource.Properties.SSESpecification).toMatchObject({ SSEEnabled: true });
    expect(resource.Properties.DeletionProtectionEnabled).toBe(true);
    expect(resource.DeletionPolicy).toBe('Retain');
    expect(resource.UpdateReplacePolicy).toBe('Retain');
  });

  describe('uploads bucket', () => {
    const uploads = (): Resource => {
      const versioned = Object.values(resourcesOf(template, 'AWS::S3::Bucket')).filter(
        (bucket) => bucket.Properties.VersioningConfiguration?.Status === 'Enabled',
      );
      expect(versioned).toHaveLength(1);
      return versioned[0]!;
    };

    it('lets the web origin PUT, GET and HEAD objects with presigned URLs', () => {
      const rules = uploads().Properties.CorsConfiguration.CorsRules;
      expect(rules).toHaveLength(1);
      expect(rules[0].AllowedMethods).toEqual(expect.arrayContaining(['PUT', 'GET', 'HEAD']));
      expect(rules[0].AllowedMethods).toHaveLength(3);
      expect(rules[0].AllowedOrigins).toEqual([WEB_ORIGIN]);
    });

    it('aborts incomplete multipart uploads, expires imported workbooks and (a day on) exports, logs access, encrypts and is retained', () => {
      const bucket = uploads();
      expect(bucket.Properties.LifecycleConfiguration.Rules).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }),
          expect.objectContaining({ Prefix: 'supplier/', ExpirationInDays: 30, Status: 'Enabled' }),
          expect.objectContaining({ Prefix: 'exports/', ExpirationInDays: 1, Status: 'Enabled' }),
        ]),
      );
      expect(bucket.Properties.LoggingConfiguration).toMatchObject({ DestinationBucketName: expect.anything() });
      expect(bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration).toEqual([
        { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } },
      ]);
      expect(bucket.DeletionPolicy).toBe('Retain');
    });
  });
});
