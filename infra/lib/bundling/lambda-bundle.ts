import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildSync, type BuildOptions, type Metafile } from 'esbuild';
import { REPO_ROOT } from '../paths';

/** A file a bundled package reads from disk at run time, copied into the function's bundle. */
export interface RuntimeFile {
  /** Path relative to the project root, e.g. `node_modules/pkg/data/file.bin`. */
  readonly from: string;
  /** Path relative to the bundle root (where `index.mjs` lives). */
  readonly to: string;
}

/**
 * The ESM bundle runs CommonJS dependencies, so each output file provides `require` for their built-in
 * imports and a `__dirname` of `<bundle>/lib`: a package reading `path.join(__dirname, '../x')`
 * (svg-captcha's font) then finds `<bundle>/x`, which `runtimeFiles` puts there. Chunks therefore sit
 * beside `index.mjs`, never in a sub-folder.
 */
const ESM_BANNER = [
  "import { createRequire as __sddpCreateRequire } from 'node:module';",
  "import { fileURLToPath as __sddpFileUrlToPath } from 'node:url';",
  'const require = __sddpCreateRequire(import.meta.url);',
  "const __dirname = __sddpFileUrlToPath(new URL('./lib', import.meta.url));",
].join(' ');

/**
 * How every Lambda is bundled (the functions, the jobs, the worker, and the bench's floor function):
 * minified ESM for Node.js 22 with our pinned AWS SDK inside, UTF-8 kept as UTF-8 (the message
 * tables are Chinese; escaping them costs ~70 kB), and code split at each dynamic `import()`, so a
 * rarely used path (S3, e-mail, the captcha font, HTML sanitising) is read only when it runs.
 * Source maps sit beside the chunks; Node reads them only when the function enables them.
 */
export const LAMBDA_BUILD_OPTIONS = {
  absWorkingDir: REPO_ROOT,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  mainFields: ['module', 'main'],
  minify: true,
  charset: 'utf8',
  sourcemap: 'linked',
  sourcesContent: false,
  legalComments: 'none',
  banner: { js: ESM_BANNER },
  entryNames: 'index',
  chunkNames: '[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  metafile: true,
  logLevel: 'warning',
} as const satisfies BuildOptions;

export interface LambdaBundle {
  /** Output files (paths relative to the bundle root) that a cold start loads: `index.mjs` and its static imports. */
  readonly initFiles: readonly string[];
  /** Every JavaScript output file, relative to the bundle root. */
  readonly allFiles: readonly string[];
  readonly metafile: Metafile;
}

/** Bundles `entry` (which exports `handler`) into `outdir` as `index.mjs` plus chunks, and copies the runtime files. */
export function bundleLambda(entry: string, outdir: string, runtimeFiles: readonly RuntimeFile[] = []): LambdaBundle {
  const { metafile } = buildSync({ ...LAMBDA_BUILD_OPTIONS, entryPoints: [entry], outdir });
  for (const { from, to } of runtimeFiles) {
    const target = join(outdir, to);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(join(REPO_ROOT, from), target);
  }
  return describeBundle(metafile, outdir);
}

/** The bundle's files, read from esbuild's metafile (its output paths are relative to the working directory). */
function describeBundle(metafile: Metafile, outdir: string): LambdaBundle {
  const relative = (output: string) => join(REPO_ROOT, output).slice(join(outdir, '/').length);
  const outputs = metafile.outputs;
  // Dynamically imported modules are entry points too; ours is the one named by `entryNames`.
  const entry = Object.keys(outputs).find((output) => relative(output) === 'index.mjs')!;
  const init = new Set<string>();
  const visit = (output: string) => {
    if (init.has(output)) return;
    init.add(output);
    for (const imported of outputs[output]!.imports) if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  visit(entry);
  return {
    initFiles: [...init].map(relative),
    allFiles: Object.keys(outputs)
      .filter((output) => output.endsWith('.mjs'))
      .map(relative),
    metafile,
  };
}
