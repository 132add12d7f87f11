import { readdirSync } from 'node:fs';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

const DOMAINS_DIR = new URL('../../functions/src/domains/', import.meta.url);

export interface DomainModule {
  handler: (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;
  routes: readonly { endpoint: { id: string }; load: () => Promise<{ endpoint: { id: string } }> }[];
}

/** Every domain handler under functions/src/domains/<domain>/handler.ts, found on disk: a new domain needs no list edit. */
export async function domainModules(): Promise<Record<string, DomainModule>> {
  const domains = readdirSync(DOMAINS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && readdirSync(new URL(`${entry.name}/`, DOMAINS_DIR)).includes('handler.ts'))
    .map((entry) => entry.name);
  const modules = await Promise.all(
    domains.map(async (domain) => [domain, (await import(new URL(`${domain}/handler.ts`, DOMAINS_DIR).href)) as DomainModule] as const),
  );
  return Object.fromEntries(modules);
}
