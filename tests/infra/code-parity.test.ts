import { readFileSync } from 'node:fs';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAINS } from '@sddp/shared';
import type { DomainFunction } from '../../infra/lib/constructs/domain-function';
import { domainEntry, jobEntry, workerEntry } from '../../infra/lib/paths';
import { functionSources, type FunctionSources } from './support/function-sources';
import { resourcesOf, type Resource, type SynthesisedPlatform, synthPlatform } from './support/synth-platform';

/*
 * Each function's environment and grants, checked against what its code does. The settings: every one its
 * entry declares (`declareSettings`, read at the cold start, which fails without them) is in its
 * environment. The grants: read off the files its entry reaches through its imports, as the Lambda bundle
 * follows them. A function whose code never reaches functions/src/kit/s3/ gets no bucket; one that
 * confirms uploads with objectSize (a HeadObject) may list the bucket, without which S3 answers a missing
 * key 403 instead of 404; one that reaches the SES sender gets MAIL_FROM and the SES grant.
 */

const S3_LIBRARY = 'functions/src/kit/s3/';
const SES_SENDER = 'functions/src/kit/notify/ses.ts';

let platform: SynthesisedPlatform;
beforeAll(() => {
  platform = synthPlatform({ region: 'cn-north-1', mailFrom: 'no-reply@sddp.example.com' }, { bundle: false });
}, 60_000);
afterAll(() => platform.cleanup());

const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

interface Checked {
  name: string;
  entry: string;
  fn: () => DomainFunction;
}

const functionsToCheck: Checked[] = [
  ...DOMAINS.map((domain) => ({ name: domain, entry: domainEntry(domain), fn: () => platform.stacks.api.functions.get(domain)! })),
  { name: 'spreadsheet-worker', entry: workerEntry('spreadsheet'), fn: () => platform.stacks.api.spreadsheetWorker.worker },
  { name: 'password-expiry', entry: jobEntry('password-expiry'), fn: () => platform.stacks.api.jobs.passwordExpiry.job },
  { name: 'list-index-repair', entry: jobEntry('list-index-repair'), fn: () => platform.stacks.api.jobs.listIndexRepair.job },
  { name: 'log-rollup', entry: jobEntry('log-rollup'), fn: () => platform.stacks.api.jobs.logRollup.job },
];

function templateOf(fn: DomainFunction): { resource: Resource; actions: string[] } {
  const { api } = platform.stacks;
  const logicalId = api.getLogicalId(fn.lambda.node.defaultChild as CfnFunction);
  const resource = resourcesOf(platform.templates.api, 'AWS::Lambda::Function')[logicalId]!;
  const role = resource.Properties.Role['Fn::GetAtt'][0] as string;
  const actions = Object.values(resourcesOf(platform.templates.api, 'AWS::IAM::Policy'))
    .filter((policy) => policy.Properties.Roles.some((candidate: { Ref: string }) => candidate.Ref === role))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[] }[])
    .flatMap((statement) => list(statement.Action));
  return { resource, actions };
}

describe.each(functionsToCheck)('the $name function', ({ entry, fn }) => {
  let sources: FunctionSources;
  beforeAll(() => {
    sources = functionSources(entry);
  }, 30_000);

  it('gets every setting its entry declares it reads', () => {
    const { resource } = templateOf(fn());
    const declaration = /declareSettings\(\[([^\]]*)\]\)/.exec(readFileSync(entry, 'utf8'));
    expect(declaration, `${entry} declares its settings`).not.toBeNull();
    const declared = [...declaration![1]!.matchAll(/'([A-Z_]+)'/g)].map(([, name]) => name!);
    expect(declared.length).toBeGreaterThan(0);
    expect(Object.keys(resource.Properties.Environment.Variables)).toEqual(expect.arrayContaining(declared));
  });

  it('has the uploads bucket (UPLOAD_BUCKET and a grant) exactly when its code reaches functions/src/kit/s3/', () => {
    const { resource, actions } = templateOf(fn());
    const usesBucket = sources.files.some((file) => file.startsWith(S3_LIBRARY));
    expect(Object.keys(resource.Properties.Environment.Variables).includes('UPLOAD_BUCKET')).toBe(usesBucket);
    expect(actions.some((action) => action.startsWith('s3:'))).toBe(usesBucket);
  });

  it('may list the bucket exactly when its code confirms an upload with objectSize', () => {
    const { actions } = templateOf(fn());
    expect(actions.includes('s3:ListBucket')).toBe(sources.uses(/\bobjectSize\(/, { outside: S3_LIBRARY }));
  });

  it('has MAIL_FROM and may send e-mail exactly when its code reaches the SES sender', () => {
    const { resource, actions } = templateOf(fn());
    const mails = sources.files.includes(SES_SENDER);
    expect(resource.Properties.Environment.Variables.MAIL_FROM).toBe(mails ? 'no-reply@sddp.example.com' : undefined);
    expect(actions.includes('ses:SendEmail')).toBe(mails);
  });

  it('has PUBLIC_URL when its code builds links with it', () => {
    const { resource } = templateOf(fn());
    if (sources.uses(/\bPUBLIC_URL\b/, { outside: 'functions/src/kit/config.ts' })) {
      expect(resource.Properties.Environment.Variables).toHaveProperty('PUBLIC_URL');
    }
  });
});

describe('without a configured sender', () => {
  it('the mailing functions still get MAIL_FROM, empty, which their entries read, and no SES grant', () => {
    const unset = synthPlatform({ region: 'cn-north-1' }, { bundle: false });
    try {
      const functions = Object.values(resourcesOf(unset.templates.api, 'AWS::Lambda::Function'));
      const mailing = functions.filter((fn) => 'MAIL_FROM' in (fn.Properties.Environment?.Variables ?? {}));
      // auth, project, user and the spreadsheet worker.
      expect(mailing).toHaveLength(4);
      for (const fn of mailing) expect(fn.Properties.Environment.Variables.MAIL_FROM).toBe('');
      const actions = Object.values(resourcesOf(unset.templates.api, 'AWS::IAM::Policy')).flatMap((policy) =>
        (policy.Properties.PolicyDocument.Statement as { Action: string | string[] }[]).flatMap((statement) => list(statement.Action)),
      );
      expect(actions.filter((action) => action.startsWith('ses:'))).toEqual([]);
    } finally {
      unset.cleanup();
    }
  });
});
