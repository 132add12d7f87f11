import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative as relativePath } from 'node:path';
import { buildSync, type BuildOptions, type Metafile } from 'esbuild';
import { en, LANGUAGES, zh } from '@sddp/shared';
import { REPO_ROOT, sdkModule } from '../paths';

const TABLES = { zh, en };

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
 * The shared message tables' source (shared/package.json `imports`): modules everywhere else; in a Lambda
 * bundle, JSON files beside the chunks read on first use (`writeMessageTables`), so no cold start parses them.
 */
const CATALOGUE_SOURCE = '#catalogue-source';

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
  alias: { [CATALOGUE_SOURCE]: './functions/src/kit/i18n/message-files.ts' },
} as const satisfies BuildOptions;

export interface LambdaBundle {
  /** Output files (paths relative to the bundle root) that a cold start loads: `index.mjs` and its static imports. */
  readonly initFiles: readonly string[];
  /** Every JavaScript output file, relative to the bundle root. */
  readonly allFiles: readonly string[];
  /** The main build's metafile, then one per SDK module bundled on its own. */
  readonly metafiles: readonly Metafile[];
}

/**
 * The AWS SDK clients a rare path uses (S3, SES and SNS, Lambda, SSM) are imported as `import('#sdk/<name>')`
 * (functions/package.json `imports`) and bundled on their own as `sdk-<name>.mjs`: in one build with the
 * DynamoDB client, esbuild puts every file both reach through the SDK's barrel modules (the XML protocol,
 * checksum streams) into the chunks a cold start loads. The bundle's own package.json maps `#sdk/*` to
 * those files. A static import would load the client at every cold start, so it fails the build.
 */
const SDK_SPECIFIER = /^#sdk\/([a-z0-9-]+)$/;

/**
 * The source files whose code the bundle carries. esbuild reads every file an import names, but drops
 * a module of a side-effect-free folder (functions/package.json `sideEffects`: the entities) when
 * nothing it exports is used, as through an entity's index.ts.
 */
export function bundledInputs(metafile: Metafile): Set<string> {
  const bundled = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) if (bytesInOutput > 0) bundled.add(input);
  }
  return bundled;
}

function sdkModulesUsed(metafile: Metafile): string[] {
  const names = new Set<string>();
  const bundled = bundledInputs(metafile);
  for (const [input, { imports }] of Object.entries(metafile.inputs)) {
    if (input.startsWith('functions/src/kit/sdk/')) throw new Error(`${input} is bundled in: import it only as import('#sdk/…')`);
    if (!bundled.has(input)) continue;
    for (const { path, kind } of imports) {
      const name = SDK_SPECIFIER.exec(path)?.[1];
      if (!name) continue;
      if (kind !== 'dynamic-import')
        throw new Error(`${input} imports ${path} statically: use import() so its SDK stays out of the cold start`);
      names.add(name);
    }
  }
  return [...names];
}

/** Bundles `entry` (which exports `handler`) into `outdir` as `index.mjs` plus chunks, and copies the runtime files. */
export function bundleLambda(entry: string, outdir: string, runtimeFiles: readonly RuntimeFile[] = []): LambdaBundle {
  const { metafile } = buildSync({ ...LAMBDA_BUILD_OPTIONS, entryPoints: [entry], outdir, external: ['#sdk/*'] });
  const sdkMetafiles = sdkModulesUsed(metafile).map(
    (name) =>
      buildSync({ ...LAMBDA_BUILD_OPTIONS, entryPoints: [sdkModule(name)], entryNames: `sdk-${name}`, outdir, splitting: false }).metafile,
  );
  if ([...bundledInputs(metafile)].some((input) => input.endsWith('kit/i18n/message-files.ts'))) writeMessageTables(outdir);
  writeFileSync(join(outdir, 'package.json'), `${JSON.stringify({ type: 'module', imports: { '#sdk/*': './sdk-*.mjs' } })}\n`);
  for (const { from, to } of runtimeFiles) {
    const target = join(outdir, to);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(join(REPO_ROOT, from), target);
  }
  return describeBundle([metafile, ...sdkMetafiles], outdir);
}

function writeMessageTables(outdir: string) {
  for (const language of LANGUAGES) writeFileSync(join(outdir, `messages-${language}.json`), JSON.stringify(TABLES[language]));
}

/** The bundle's files, read from esbuild's metafiles (their output paths are relative to the working directory). */
function describeBundle(metafiles: readonly Metafile[], outdir: string): LambdaBundle {
  const relative = (output: string) => relativePath(outdir, join(REPO_ROOT, output));
  const outputs = Object.assign({}, ...metafiles.map((metafile) => metafile.outputs)) as Metafile['outputs'];
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
    metafiles,
  };
}
