import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: esbuild's working directory, home of the one lock file, base of every path below. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The built single-page app (`npm run build`). */
export const WEB_BUNDLE_DIR = join(REPO_ROOT, 'web', 'dist');

/** infra knows functions only by entry path: one middy handler per domain. */
export function domainEntry(domain: string): string {
  return join(REPO_ROOT, 'functions', 'src', 'domains', domain, 'handler.ts');
}

/** A scheduled job's entry: functions/src/scheduled/<name>.ts exports `handler`. */
export function jobEntry(name: string): string {
  return join(REPO_ROOT, 'functions', 'src', 'scheduled', `${name}.ts`);
}

/** A worker's entry: functions/src/workers/<name>/handler.ts exports `handler`. */
export function workerEntry(name: string): string {
  return join(REPO_ROOT, 'functions', 'src', 'workers', name, 'handler.ts');
}

/** An AWS SDK module a function loads only as `import('#sdk/<name>')`: functions/src/kit/sdk/<name>.ts. */
export function sdkModule(name: string): string {
  return join(REPO_ROOT, 'functions', 'src', 'kit', 'sdk', `${name}.ts`);
}
