import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AuthorizationRecord } from './local-cloud';

/** What one platform run saw each function do, by function label: action → the resources it acted on. */
export interface UsageFile {
  allowed: Record<string, Record<string, string[]>>;
  denied: Record<string, Record<string, string[]>>;
}

/**
 * Collects the gateway's decisions by function label (stable across stages and synths) and writes them
 * as one file into `dir` (SDDP_IAM_USAGE_DIR, set by `npm test`) when the platform stops.
 */
export function createUsageLog(labelOf: (functionName: string) => string | undefined) {
  const usage: UsageFile = { allowed: {}, denied: {} };
  return {
    record: (record: AuthorizationRecord) => {
      const label = labelOf(record.functionName) ?? record.functionName;
      const byAction = ((record.allowed ? usage.allowed : usage.denied)[label] ??= {});
      const resources = (byAction[record.action] ??= []);
      if (!resources.includes(record.resource) && resources.length < 200) resources.push(record.resource);
    },
    write: (dir: string) => {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `usage-${process.pid}-${randomUUID()}.json`), JSON.stringify(usage));
    },
  };
}

/** Every usage file of a directory, merged. */
export function readUsage(dir: string): UsageFile {
  const merged: UsageFile = { allowed: {}, denied: {} };
  for (const name of readdirSync(dir).filter((file) => file.startsWith('usage-') && file.endsWith('.json'))) {
    const file = JSON.parse(readFileSync(join(dir, name), 'utf8')) as UsageFile;
    for (const kind of ['allowed', 'denied'] as const) {
      for (const [label, actions] of Object.entries(file[kind])) {
        for (const [action, resources] of Object.entries(actions)) {
          const into = ((merged[kind][label] ??= {})[action] ??= []);
          for (const resource of resources) if (!into.includes(resource)) into.push(resource);
        }
      }
    }
  }
  return merged;
}
