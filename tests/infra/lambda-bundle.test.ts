import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, zh } from '@sddp/shared';
import { bundleLambda, type LambdaBundle } from '../../infra/lib/bundling/lambda-bundle';
import { runtimeFilesOf } from '../../infra/lib/bundling/runtime-files';
import { DomainFunction } from '../../infra/lib/constructs/domain-function';
import { domainEntry } from '../../infra/lib/paths';
import { startAwsStandIn } from '../functions/kit/aws-stand-in';
import { apiEvent, runBundledHandler } from './support/bundled-handler';
import { resourcesOf, testApp } from './support/synth-platform';

const root = mkdtempSync(join(tmpdir(), 'sddp-lambda-bundle-'));
const bundles = new Map<string, { dir: string; bundle: LambdaBundle }>();
afterAll(() => rmSync(root, { recursive: true, force: true }));

function bundled(domain: string) {
  let found = bundles.get(domain);
  if (!found) {
    const dir = join(root, domain);
    found = { dir, bundle: bundleLambda(domainEntry(domain), dir, runtimeFilesOf(domain)) };
    bundles.set(domain, found);
  }
  return found;
}

/** The source files and packages in the given output files. */
function inputsOf({ bundle, dir }: { bundle: LambdaBundle; dir: string }, files: readonly string[]): string[] {
  const outputs = bundle.metafiles
    .flatMap((metafile) => Object.entries(metafile.outputs))
    .filter(([output]) => files.some((file) => join(process.cwd(), output) === join(dir, file)));
  return outputs.flatMap(([, output]) => Object.keys(output.inputs));
}

const javascript = (dir: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');

describe('bundleLambda', () => {
  it('keeps UTF-8 text as UTF-8, not \\u escapes', () => {
    const code = javascript(bundled('auth').dir);
    expect(code).toMatch(/[\u4e00-\u9fff]/);
    expect(code).not.toMatch(/\\u[4-9][0-9a-f]{3}/i);
  });

  it('ships the message tables as JSON beside the chunks, read only when a message in that language is formatted', async () => {
    const built = bundled('user');
    const isTable = (input: string) => /shared\/src\/i18n\/(zh|en)\.ts$/.test(input);
    expect(inputsOf(built, built.bundle.allFiles).filter(isTable)).toEqual([]);
    expect(JSON.parse(readFileSync(join(built.dir, 'messages-zh.json'), 'utf8'))).toEqual(zh);
    expect(JSON.parse(readFileSync(join(built.dir, 'messages-en.json'), 'utf8'))).toEqual(en);

    const signedOut = apiEvent('POST', '/user/admin/update_detail', {});
    const inChinese = { ...signedOut, headers: { ...signedOut.headers, 'accept-language': 'zh' } };
    const responses = await runBundledHandler(built.dir, [signedOut, inChinese]);
    expect(responses.map((response) => JSON.parse(response.body).message)).toEqual([en.error.sessionExpired, zh.error.sessionExpired]);
  });

  // Each rarely used path's package: out of what a cold start loads, still in the bundle for the path that needs it.
  it.each([
    [
      'auth',
      [
        'svg-captcha',
        'opentype.js',
        '@aws-sdk/client-s3',
        '@aws-sdk/client-sesv2',
        '@aws-sdk/client-sns',
        '@aws-sdk/client-ssm',
        'openid-client',
      ],
    ],
    ['org', ['@aws-sdk/client-s3', '@aws-sdk/client-lambda']],
    ['notice', ['sanitize-html', 'htmlparser2', '@aws-sdk/client-s3']],
    ['user', ['@aws-sdk/client-s3', '@aws-sdk/client-sesv2', '@aws-sdk/client-lambda']],
  ])('the %s function loads %j only on the paths that use them', (domain, packages) => {
    const built = bundled(domain);
    const atColdStart = inputsOf(built, built.bundle.initFiles);
    const anywhere = inputsOf(built, built.bundle.allFiles);
    for (const name of packages) {
      const isPackage = (input: string) => input.includes(`node_modules/${name}/`);
      expect(atColdStart.filter(isPackage), name).toEqual([]);
      expect(anywhere.some(isPackage), name).toBe(true);
    }
  });

  it.each(['user', 'auth'])('the %s function loads its routing table at a cold start, each route module on its first call', (domain) => {
    const built = bundled(domain);
    const routeModules = (files: readonly string[]) =>
      inputsOf(built, files).filter((input) => input.startsWith(`functions/src/domains/${domain}/`) && !input.endsWith('/handler.ts'));
    expect(routeModules(built.bundle.initFiles)).toEqual([]);
    expect(routeModules(built.bundle.allFiles).length).toBeGreaterThan(10);
    // Each chunk is one more module to load. Without http/route.ts reaching the handler's chain, esbuild
    // splits the cold start's code by which routes also use it: 23 files for user, 30 for auth (the floor has 9).
    expect(built.bundle.initFiles.length).toBeLessThanOrEqual(15);
  });

  it('refuses a static import of an SDK module, which would put its client into every cold start', () => {
    const dir = join(root, 'static-sdk');
    const entry = fileURLToPath(new URL('./fixtures/static-sdk-import.ts', import.meta.url));
    expect(() => bundleLambda(entry, dir)).toThrow(/import it only as import\('#sdk\//);
  });

  it('resolves #sdk/s3 inside the bundle to its own S3 bundle, which presigns a URL', async () => {
    const { dir, bundle } = bundled('org');
    expect(bundle.allFiles).toContain('sdk-s3.mjs');
    writeFileSync(join(dir, 'probe.mjs'), "export default await import('#sdk/s3');\n");
    const script = `const { default: sdk } = await import(${JSON.stringify(join(dir, 'probe.mjs'))});
const client = new sdk.S3Client({ region: 'cn-north-1', credentials: { accessKeyId: 'a', secretAccessKey: 'b' } });
const url = await sdk.getSignedUrl(client, new sdk.GetObjectCommand({ Bucket: 'bucket', Key: 'k' }), { expiresIn: 60 });
process.stdout.write('\\nRESULT ' + url);`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { cwd: '/', encoding: 'utf8' });
    expect(stdout.slice(stdout.lastIndexOf('RESULT ') + 'RESULT '.length)).toMatch(
      /^https:\/\/bucket\.s3\.cn-north-1\.amazonaws\.com\.cn\/k\?.*X-Amz-Signature=/,
    );
  });

  it('the bundled auth function draws a captcha with the font beside its chunks', async () => {
    const standIn = await startAwsStandIn(() => ({ headers: { 'content-type': 'application/x-amz-json-1.0' }, body: '{}' }));
    try {
      const [response] = await runBundledHandler(bundled('auth').dir, [apiEvent('GET', '/user-api/cap_img')], standIn.url);
      expect(response!.statusCode).toBe(200);
      expect(JSON.parse(response!.body).result.imageBase64).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(standIn.requests.map((request) => request.headers['x-amz-target'])).toEqual(['DynamoDB_20120810.PutItem']);
    } finally {
      await standIn.close();
    }
  });
});

describe('DomainFunction code', () => {
  const fixture = fileURLToPath(new URL('./fixtures/job-handler.ts', import.meta.url));
  let functions: Record<string, { Properties: Record<string, unknown> }>;
  let assetDir: string;
  let cleanup: () => void;

  beforeAll(() => {
    const test = testApp();
    cleanup = test.cleanup;
    const stack = new Stack(test.app, 'functions', { env: { region: 'cn-north-1' } });
    const plain = new DomainFunction(stack, 'Plain', { domain: 'plain', entry: fixture });
    new DomainFunction(stack, 'Debugged', { domain: 'debugged', entry: fixture, sourceMaps: true });
    test.app.synth();
    functions = resourcesOf(Template.fromStack(stack), 'AWS::Lambda::Function');
    const code = (plain.lambda.node.defaultChild as CfnFunction).code as { s3Key: string };
    assetDir = join(test.outdir, `asset.${code.s3Key.replace(/\.zip$/, '')}`);
  }, 60_000);
  afterAll(() => cleanup());

  it('ships index.mjs with its source map, and reads the map only where sourceMaps is on', () => {
    expect(existsSync(join(assetDir, 'index.mjs'))).toBe(true);
    expect(existsSync(join(assetDir, 'index.mjs.map'))).toBe(true);
    const environments = Object.values(functions).map(
      (fn) => (fn.Properties.Environment as { Variables?: Record<string, string> } | undefined)?.Variables ?? {},
    );
    const byDescription = Object.fromEntries(Object.values(functions).map((fn, index) => [fn.Properties.Description, environments[index]]));
    expect(byDescription['SDDP plain API']).not.toHaveProperty('NODE_OPTIONS');
    expect(byDescription['SDDP debugged API']).toMatchObject({ NODE_OPTIONS: '--enable-source-maps' });
    expect(Object.values(functions).map((fn) => fn.Properties.Handler)).toEqual(['index.handler', 'index.handler']);
  });
});
