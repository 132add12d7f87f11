import type { TestProject } from 'vitest/node';
import { startServices } from '#local/services';
import './local-services';
import { profiled } from './profile';

type Services = Awaited<ReturnType<typeof startServices>>;
/** Both functions projects (shared and isolated modules) call this setup; they share one set of services. */
const shared = globalThis as { sddpFunctionServices?: { services: Promise<Services>; users: number } };

/** One DynamoDB Local (in memory) and one s3rver for the whole `functions` run, stopped by PID afterwards. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  shared.sddpFunctionServices ??= {
    services: profiled('DynamoDB Local + s3rver start (functions setup)', () =>
      startServices({ inMemory: true, jvmProfile: 'throughput' }),
    ),
    users: 0,
  };
  const entry = shared.sddpFunctionServices;
  entry.users += 1;
  const services = await entry.services;
  project.provide('localServices', {
    dynamodbEndpoint: services.dynamodbEndpoint,
    s3Endpoint: services.s3Endpoint,
    tableName: services.tableName,
    bucket: services.bucket,
    region: services.region,
    credentials: services.credentials,
  });
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    delete shared.sddpFunctionServices;
    await services.stop();
  };
}
