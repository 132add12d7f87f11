/**
 * Bundles functions for the local platform exactly as the CDK app bundles them for Lambda
 * (lib/bundling/lambda-bundle.ts), and the local runtime's function host beside them, and keeps the
 * local cache's pointers (functions/src/local/cloud/runtime/function-bundles.ts reads them, decides what
 * is stale and calls this). `tsx infra/bin/local-bundles.ts '{ "cacheDir": …, "jobs": […] }'`, each job
 * `{ name, key, outdir, entry, runtimeFiles }` or `{ name, key, outdir, host }`. Each outdir gets
 * `inputs.json`: the repository files (outside node_modules) it was built from; then the pointer
 * `<cacheDir>/<name>.json` names it: `{ dir, key, inputs: { <file>: [mtimeMs, size] } }`, a file changed
 * while the build ran recorded as `[0, -1]`, which no file matches, so the next start builds it again.
 */
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildSync } from 'esbuild';
import { repositorySources } from '../lib/bundling/bundle-cache';
import { pruneUnused, writePointer, type BundlePointer } from '../lib/bundling/bundle-pointers';
import { bundleLambda, type RuntimeFile } from '../lib/bundling/lambda-bundle';
import { REPO_ROOT } from '../lib/paths';

type Job = { name: string; key: string; outdir: string } & ({ entry: string; runtimeFiles: RuntimeFile[] } | { host: string });
type Pointer = BundlePointer & { key: string; inputs: Record<string, [mtimeMs: number, size: number]> };

/** The config module whose `declaredSettings()` the host reports: it must be the bundle's own copy. */
const CONFIG_MODULE = join(REPO_ROOT, 'functions', 'src', 'kit', 'config.ts');

function build(job: Job): string[] {
  mkdirSync(job.outdir, { recursive: true });
  if ('host' in job) {
    const { metafile } = buildSync({
      absWorkingDir: REPO_ROOT,
      entryPoints: [resolve(REPO_ROOT, job.host)],
      outfile: join(job.outdir, 'host.mjs'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: 'linked',
      metafile: true,
      logLevel: 'warning',
    });
    return repositorySources([metafile]);
  }
  // The deployed entry plus the one export only the local host reads.
  const wrapper = join(job.outdir, '..', `${job.outdir.split('/').pop()}.entry.ts`);
  writeFileSync(
    wrapper,
    `export { handler } from ${JSON.stringify(resolve(REPO_ROOT, job.entry))};\nexport { declaredSettings } from ${JSON.stringify(CONFIG_MODULE)};\n`,
  );
  const { metafiles } = bundleLambda(wrapper, job.outdir, job.runtimeFiles);
  rmSync(wrapper);
  return repositorySources(metafiles, [wrapper]);
}

const { cacheDir, jobs } = JSON.parse(process.argv[2] ?? '') as { cacheDir: string; jobs: Job[] };
for (const job of jobs) {
  const started = Date.now();
  const inputs = build(job);
  writeFileSync(join(job.outdir, 'inputs.json'), JSON.stringify(inputs));
  const states = inputs.map((file): [string, Pointer['inputs'][string]] => {
    const stat = statSync(join(REPO_ROOT, file));
    return [file, stat.mtimeMs >= started ? [0, -1] : [stat.mtimeMs, stat.size]];
  });
  writePointer<Pointer>(cacheDir, job.name, { dir: job.outdir, key: job.key, inputs: Object.fromEntries(states) });
}
pruneUnused(cacheDir);
