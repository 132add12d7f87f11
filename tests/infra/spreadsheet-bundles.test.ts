import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { domainEntry, REPO_ROOT, workerEntry } from '../../infra/lib/paths';

/** The source files and packages a Lambda entry's bundle holds, bundled as DomainFunction bundles it. */
async function bundleInputs(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [entry],
    absWorkingDir: REPO_ROOT,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    mainFields: ['module', 'main'],
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs);
}

/** Reading workbooks: the spreadsheet libraries, and the kit's reading and inspecting modules. */
const SPREADSHEET_READER = [/node_modules\/(@e965\/xlsx|xlsx|exceljs)\//, /functions\/src\/lib\/spreadsheet\/(read-|inspect-)/];
const WORKER_CODE = /functions\/src\/workers\//;

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
