/**
 * `npm run iam:report`: per function of the CDK app, the actions its role is granted and the ones the
 * test suite saw it use (the local cloud gateway records every decision while `npm test` runs, in
 * node_modules/.cache/sddp-iam-usage). Fails on a grant no test used unless infra/iam-allowances.json
 * gives the reason; warns of a listed reason that no longer matches an unused grant.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { statementsOf } from '#local/cloud/iam/compile-statement';
import { evaluate } from '#local/cloud/iam/evaluate';
import type { PolicyStatement } from '#local/cloud/iam/types';
import { localDeployment } from '#local/cloud/local-deployment';
import { readUsage } from '#local/cloud/usage-log';
import { LOCAL_TABLE_NAME, LOCAL_UPLOAD_BUCKET } from '#local/services';
import { REPO_ROOT } from './web-build';

export const USAGE_DIR = join(REPO_ROOT, 'node_modules', '.cache', 'sddp-iam-usage');
const ALLOWANCES_FILE = join(REPO_ROOT, 'infra', 'iam-allowances.json');

interface Allowances {
  /** Actions the Lambda service uses on every function's behalf, by action. */
  runtime: Record<string, string>;
  /** `<function> <action> <resource>` (`*` matches any run of characters; the first match counts) → why the grant stays though no test uses it. */
  grants: Record<string, string>;
}

const globMatches = (pattern: string, text: string) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  ).test(text);

const asList = (value: string | readonly string[] | undefined) =>
  value === undefined ? [] : typeof value === 'string' ? [value] : [...value];
/** `arn:aws:dynamodb:ap-east-1:000000000000:table/sddp` → `dynamodb:table/sddp`: the same in every region and account. */
const shortResource = (arn: string) => (arn === '*' ? '*' : arn.replace(/^arn:[^:]+:([^:]+):[^:]*:[^:]*:/, '$1:'));

async function main(): Promise<number> {
  const usageDir = process.argv.find((arg) => arg.startsWith('--usage='))?.slice('--usage='.length) ?? USAGE_DIR;
  if (!existsSync(usageDir)) {
    console.error(`No usage recorded in ${usageDir}: run npm test (all projects) first.`);
    return 1;
  }
  const usage = readUsage(usageDir);
  const allowances = JSON.parse(readFileSync(ALLOWANCES_FILE, 'utf8')) as Allowances;
  const deployment = await localDeployment({ tableName: LOCAL_TABLE_NAME, bucket: LOCAL_UPLOAD_BUCKET });
  const usedAllowances = new Set<string>();
  const unexplained: string[] = [];
  const rows: string[][] = [];

  for (const fn of deployment.functions) {
    const label = fn.label.replace(/^[^/]+\//, '');
    const used = usage.allowed[label] ?? {};
    const statements = fn.policies.flatMap(statementsOf);
    let granted = 0;
    let exercised = 0;
    for (const statement of statements.filter((candidate) => candidate.Effect === 'Allow')) {
      for (const action of asList(statement.Action)) {
        for (const resource of asList(statement.Resource)) {
          granted += 1;
          const grant: PolicyStatement = { Effect: 'Allow', Action: action, Resource: resource };
          const isUsed = Object.entries(used).some(([usedAction, resources]) =>
            resources.some(
              (usedResource) =>
                evaluate([{ Statement: [grant] }], { action: usedAction, resource: usedResource, context: {} }).effect === 'allow',
            ),
          );
          if (isUsed) {
            exercised += 1;
            continue;
          }
          const key = `${label} ${action} ${shortResource(resource)}`;
          // The first pattern in the file that matches gives the reason: specific entries come first.
          const listed = Object.keys(allowances.grants).find((pattern) => globMatches(pattern, key));
          if (allowances.runtime[action]) usedAllowances.add(`runtime ${action}`);
          else if (listed) usedAllowances.add(listed);
          else unexplained.push(key);
        }
      }
    }
    const usedActions = Object.keys(used).sort();
    rows.push([label, String(granted), String(exercised), usedActions.join(' ') || '-']);
  }

  console.log('Least privilege: grants per function, and what the test suite used\n');
  for (const [label, granted, exercised, actions] of rows) console.log(`${label}\n  granted ${granted}, used ${exercised}: ${actions}`);
  for (const [label, actions] of Object.entries(usage.denied)) {
    console.log(`\nDenied during the tests (${label}): ${Object.keys(actions).join(', ')}`);
  }

  const stale = [...Object.keys(allowances.runtime).map((action) => `runtime ${action}`), ...Object.keys(allowances.grants)].filter(
    (key) => !usedAllowances.has(key),
  );
  if (unexplained.length > 0) {
    console.error(
      `\nGranted, used by no test, and not explained in infra/iam-allowances.json (drop the grant, test its use, or give the reason):\n  ${unexplained.join('\n  ')}`,
    );
  }
  // A listed grant the tests now use is no excess privilege; it only asks for the list to be tidied.
  if (stale.length > 0)
    console.warn(`\nExplained in infra/iam-allowances.json but no longer an unused grant (remove the entry):\n  ${stale.join('\n  ')}`);
  return unexplained.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
