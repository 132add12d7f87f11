import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleLambda } from '../../infra/lib/bundling/lambda-bundle';
import { domainEntry, workerEntry } from '../../infra/lib/paths';

const root = mkdtempSync(join(tmpdir(), 'sddp-spreadsheet-bundles-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The source files and packages a Lambda entry's bundle holds, lazily loaded chunks included, bundled as DomainFunction bundles it. */
async function bundleInputs(entry: string): Promise<string[]> {
  return bundleLambda(entry, mkdtempSync(join(root, 'bundle-'))).metafiles.flatMap((metafile) => Object.keys(metafile.inputs));
}

/** Reading workbooks: the spreadsheet libraries, and the kit's reading and inspecting modules. */
const SPREADSHEET_READER = [/node_modules\/(@e965\/xlsx|xlsx|exceljs)\//, /functions\/src\/kit\/spreadsheet\/(read-|inspect-)/];
/** The worker and the jobs it runs (each domain's jobs/). */
const WORKER_CODE = /functions\/src\/(workers\/|domains\/[^/]+\/jobs\/)/;

describe('the spreadsheet code lives in the worker’s bundle only', () => {
  it.each(['org', 'job'])('the %s function loads no spreadsheet reader and no worker code', async (domain) => {
    const inputs = await bundleInputs(domainEntry(domain));
    expect(inputs.length).toBeGreaterThan(50);
    expect(inputs.filter((input) => SPREADSHEET_READER.some((pattern) => pattern.test(input)) || WORKER_CODE.test(input))).toEqual([]);
  });

  it('the spreadsheet worker carries the reader and the job runners', async () => {
    const inputs = await bundleInputs(workerEntry('spreadsheet'));
    expect(inputs.some((input) => SPREADSHEET_READER[0]!.test(input))).toBe(true);
    expect(inputs).toContain(join('functions', 'src', 'workers', 'spreadsheet', 'job-runners.ts'));
  });
});
