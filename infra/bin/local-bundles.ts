/**
 * Bundles functions for the local platform exactly as the CDK app bundles them for Lambda
 * (lib/bundling/lambda-bundle.ts), and the local runtime's function host beside them
 * (functions/src/local/cloud/runtime/function-bundles.ts decides what is stale and calls this).
 * `tsx infra/bin/local-bundles.ts '<jobs json>'`, each job `{ entry, outdir, runtimeFiles }` or
 * `{ host, outdir }`. Each outdir gets `inputs.json`: the repository files (outside node_modules) it was built from.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildSync, type Metafile } from 'esbuild';
import { repositorySources } from '../lib/bundling/bundle-cache';
import { bundleLambda, type RuntimeFile } from '../lib/bundling/lambda-bundle';
import { REPO_ROOT } from '../lib/paths';

type Job = { entry: string; outdir: string; runtimeFiles: RuntimeFile[] } | { host: string; outdir: string };

/** The config module whose `declaredSettings()` the host reports: it must be the bundle's own copy. */
const CONFIG_MODULE = join(REPO_ROOT, 'functions', 'src', 'kit', 'config.ts');

const jobs = JSON.parse(process.argv[2] ?? '[]') as Job[];
for (const job of jobs) {
  mkdirSync(job.outdir, { recursive: true });
  let metafiles: readonly Metafile[];
  let wrapper: string | undefined;
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
    metafiles = [metafile];
  } else {
    // The deployed entry plus the one export only the local host reads.
    wrapper = join(job.outdir, '..', `${job.outdir.split('/').pop()}.entry.ts`);
    writeFileSync(
      wrapper,
      `export { handler } from ${JSON.stringify(resolve(REPO_ROOT, job.entry))};\nexport { declaredSettings } from ${JSON.stringify(CONFIG_MODULE)};\n`,
    );
    metafiles = bundleLambda(wrapper, job.outdir, job.runtimeFiles).metafiles;
    rmSync(wrapper);
  }
  writeFileSync(join(job.outdir, 'inputs.json'), JSON.stringify(repositorySources(metafiles, wrapper ? [wrapper] : [])));
}
