/**
 * Synthesizes the app for the local platform (functions/src/local/cloud/template): the settings come as
 * JSON in argv, Lambda bundling is skipped (the local runtime runs each entry from source), and no
 * cdk-nag pass runs. `tsx infra/bin/local-template.ts <outdir> '<settings json>'`
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { parseInfraConfig } from '../lib/config';
import { REPO_ROOT } from '../lib/paths';
import { addSddpStacks } from '../lib/sddp';

const [outdir, settings] = process.argv.slice(2);
if (!outdir || !settings) throw new Error("Usage: tsx infra/bin/local-template.ts <outdir> '<settings json>'");

const cdkContext = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')).context as Record<string, unknown>;
const app = new App({
  outdir,
  context: { ...cdkContext, 'aws:cdk:bundling-stacks': [], 'aws:cdk:enable-path-metadata': true },
});
addSddpStacks(app, parseInfraConfig(JSON.parse(settings) as Record<string, unknown>), {
  webBundleDir: join(outdir, 'no-web-bundle'),
});
app.synth();
