import type { TestProject } from 'vitest/node';
import { startServices } from '../../functions/src/local/services';
import './local-services';

/** One DynamoDB Local (in memory) and one s3rver for the whole `functions` run, stopped by PID afterwards. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const services = await startServices({ inMemory: true });
  project.provide('localServices', {
    dynamodbEndpoint: services.dynamodbEndpoint,
    s3Endpoint: services.s3Endpoint,
    tableName: services.tableName,
    bucket: services.bucket,
    region: services.region,
    credentials: services.credentials,
  });
  return () => services.stop();
}
