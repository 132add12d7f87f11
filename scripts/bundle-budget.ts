/**
 * `npm run bench:web` (and a step of `npm test`): builds web/dist when stale, walks each route's cold-load
 * closure in Vite's manifest (the entry, the active language's messages, the route files' split chunks and
 * their static imports), sizes it gzip -9, and fails when a route or the CSS is over its budget (issue 16).
 * Writes bench/results/web-bundles.json.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT, WEB_DIST, WEB_ROOT } from './web-build';
import { BOOT_MODULES, BUDGETS, ensureManifestBuild, measureBundles, TARGETS } from './web-bundle-report';

const RESULT = join(REPO_ROOT, 'bench', 'results', 'web-bundles.json');
const { values } = parseArgs({ options: { dist: { type: 'string' }, boot: { type: 'string', multiple: true } } });

if (!values.dist) await ensureManifestBuild();
const report = measureBundles(
  values.dist ?? WEB_DIST,
  readFileSync(join(WEB_ROOT, 'src', 'routeTree.gen.ts'), 'utf8'),
  values.boot?.filter(Boolean) ?? BOOT_MODULES,
);
for (const route of report.routes) {
  const mark = route.kB > route.budgetKB ? '✗' : '✓';
  const target = route.path === '/login' ? TARGETS.loginKB : TARGETS.screenKB;
  const sizes = `${route.kB.toFixed(1).padStart(6)} kB / ${route.budgetKB} (target ${target}, with lazy ${route.withLazyKB.toFixed(1)})`;
  console.log(`${mark} ${route.path.padEnd(34)} ${sizes}`);
}
console.log(`CSS ${report.totals.cssKB} kB / ${BUDGETS.cssKB}; all JS ${report.totals.jsKB} kB in ${report.totals.jsChunks} chunks`);
if (!values.dist) {
  writeFileSync(RESULT, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written to ${relative(process.cwd(), RESULT)}`);
}
if (report.failures.length > 0) {
  console.error(`\nOver the bundle budget (issue 16):\n${report.failures.map((line) => `  ${line}`).join('\n')}`);
  process.exitCode = 1;
}
