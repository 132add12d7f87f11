import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { type InfraConfig, parseInfraConfig, type InfraSettings } from '../../../infra/lib/config';
import { REPO_ROOT } from '../../../infra/lib/paths';
import { addSddpStacks, type SddpOptions } from '../../../infra/lib/sddp';

/** The context the CLI passes from cdk.json (feature flags), so tests synthesise what `cdk synth` does. */
export function cdkJsonContext(): Record<string, unknown> {
  return JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')).context;
}

/**
 * A fresh App writing its cloud assembly under the OS temp dir; call cleanup() when done. `bundle: false`
 * skips bundling the functions (seconds instead of a minute), for tests of the templates alone.
 */
export function testApp(options: { bundle?: boolean } = {}): { app: App; outdir: string; cleanup: () => void } {
  const outdir = mkdtempSync(join(tmpdir(), 'sddp-infra-test-'));
  const context = { ...cdkJsonContext(), ...(options.bundle === false ? { 'aws:cdk:bundling-stacks': [] } : {}) };
  const app = new App({ outdir, context });
  return { app, outdir, cleanup: () => rmSync(outdir, { recursive: true, force: true }) };
}

export interface SynthesisedPlatform {
  app: App;
  outdir: string;
  config: InfraConfig;
  stacks: ReturnType<typeof addSddpStacks>;
  templates: { data: Template; api: Template; web: Template; cloudFrontLogs?: Template };
  cleanup: () => void;
}

/**
 * The whole platform, synthesised once (esbuild bundles each function here, unless `bundle: false`). The
 * web bundle is a missing directory so the result does not depend on whether `web/dist` was built.
 */
export function synthPlatform(settings: InfraSettings = {}, options: SddpOptions & { bundle?: boolean } = {}): SynthesisedPlatform {
  const { bundle, ...sddpOptions } = options;
  const { app, outdir, cleanup } = testApp({ bundle });
  const config = parseInfraConfig(settings);
  const stacks = addSddpStacks(app, config, { webBundleDir: join(outdir, 'no-web-bundle'), ...sddpOptions });
  app.synth();
  return {
    app,
    outdir,
    config,
    stacks,
    templates: {
      data: Template.fromStack(stacks.data),
      api: Template.fromStack(stacks.api),
      web: Template.fromStack(stacks.web),
      ...(stacks.cloudFrontLogs ? { cloudFrontLogs: Template.fromStack(stacks.cloudFrontLogs) } : {}),
    },
    cleanup,
  };
}

/** A template resource; its properties are free-form CloudFormation JSON that the tests walk. */
export type Resource = {
  Type: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Properties: Record<string, any>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
};

export function resourcesOf(template: Template, type: string): Record<string, Resource> {
  return template.findResources(type) as Record<string, Resource>;
}
