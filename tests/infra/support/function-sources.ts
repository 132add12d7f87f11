import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { bundledInputs, LAMBDA_BUILD_OPTIONS } from '../../../infra/lib/bundling/lambda-bundle';
import { REPO_ROOT } from '../../../infra/lib/paths';

/** The repository's source files a function's bundle carries (static and dynamic imports), with their text. */
export interface FunctionSources {
  /** Paths relative to the repository root, e.g. `functions/src/kit/s3/objects.ts`. */
  readonly files: readonly string[];
  /** Whether a reached file outside `under` matches `pattern` (a call of some function, say). */
  readonly uses: (pattern: RegExp, options?: { outside?: string }) => boolean;
}

/** Follows `entry`'s imports as the Lambda bundle does (esbuild, same aliases), without writing a bundle. */
export function functionSources(entry: string): FunctionSources {
  const { metafile } = buildSync({
    absWorkingDir: REPO_ROOT,
    entryPoints: [entry],
    bundle: true,
    // Split as the Lambda bundles are: without it, a route's import() keeps every export of an entity's index.ts.
    splitting: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    outdir: join(REPO_ROOT, 'node_modules', '.cache', 'function-sources'),
    packages: 'external',
    alias: LAMBDA_BUILD_OPTIONS.alias,
    logLevel: 'silent',
  });
  const files = [...bundledInputs(metafile)].filter((file) => file.startsWith('functions/') || file.startsWith('shared/'));
  const text = new Map(files.map((file) => [file, readFileSync(join(REPO_ROOT, file), 'utf8')]));
  return {
    files,
    uses: (pattern, options = {}) =>
      files.some((file) => !(options.outside && file.startsWith(options.outside)) && pattern.test(text.get(file)!)),
  };
}
