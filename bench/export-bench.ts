/**
 * The export of a list to an .xlsx in storage (issue 10 §4): 50,000 organisation rows streamed to
 * s3rver by writeRowsToStorage, each run in a fresh process that does only the export (bundled like
 * the worker), against the targets ≤ 10 s and ≤ 256 MB peak RSS. Then the same rows at other sizes
 * (memory must stay flat as rows grow), and the organisation export over a seeded catalogue of organisations.
 * Every file is read back and checked. Results: bench/results/export.json.
 * Usage: npm run bench:export -- [--rows 50000] [--sizes 10000,50000,200000] [--orgs 50000 | --orgs 0]
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { read, type CellObject } from '@e965/xlsx';
import type { OrgRow } from '@sddp/shared';
import { toOrgRow } from '#domains/org/routes/org-row';
import { ORG_EXPORT_SHEET } from '#domains/org/sheets/org-export';
import { createImportedSuppliers } from '#entities/staged-import';
import { readObject } from '#kit/s3/objects';
import { startServices } from '#local/services';
import { loadAverage, resultHeader, writeBenchResult } from './support/bench-result';
import { bundleExportChild, exportInFreshProcess, type FreshProcessExport } from './support/export-in-fresh-process';
import { benchOrgRow, FORMULA_LIKE_EVERY } from './support/export-rows';
import { SupplierFactory } from './support/org-fixtures';
import { BENCH_CONTACT } from './support/org-seeding';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '50000' },
    sizes: { type: 'string', default: '10000,50000,200000' },
    orgs: { type: 'string', default: '50000' },
  },
});
const ROWS = Number(values.rows);
const SIZES = values.sizes.split(',').map(Number);
const ORGS = Number(values.orgs);
const TARGETS = { ms: 10_000, peakRssMiB: 256 };
/** Excel's serial of a date written by the kit: China Standard Time, days since 1899-12-30. */
const serialOf = (date: Date) => (date.getTime() + 8 * 3_600_000) / 86_400_000 + 25_569;

interface FileCheck {
  bytes: number;
  dataRows: number;
  rowsAsExpected: boolean;
  samplesChecked: number;
  sampleMismatches: string[];
  formulaLikeCells: number;
  formulaLikeAllText: boolean;
  formulasInFile: number;
  ok: boolean;
}

/** Reads the stored file back with SheetJS (formulas read) and checks it against the rows it should hold. */
async function checkFile(
  key: string,
  expectedRows: number,
  expectedAt: (index: number) => OrgRow | undefined,
  sample: number[],
): Promise<FileCheck> {
  const bytes = await readObject(key);
  const workbook = read(bytes, { type: 'array', dense: true, cellFormula: true });
  const grid = workbook.Sheets[workbook.SheetNames[0]!]!['!data'] ?? [];
  const dataRows = grid.length - 1;
  const mismatches: string[] = [];
  let formulasInFile = 0;
  let formulaLikeCells = 0;
  let formulaLikeAllText = true;
  grid.forEach((row) =>
    (row ?? []).forEach((cell: CellObject | undefined) => {
      if (cell?.f !== undefined) formulasInFile += 1;
      if (cell?.v === '=1+1') {
        formulaLikeCells += 1;
        formulaLikeAllText &&= cell.t === 's';
      }
    }),
  );
  for (const index of sample) {
    const expected = expectedAt(index);
    const cells = grid[index + 1] ?? [];
    if (!expected) continue;
    ORG_EXPORT_SHEET.columns.forEach((column, position) => {
      const want = column.value(expected, 'zh');
      const got = cells[position]?.v;
      const same =
        want instanceof Date ? typeof got === 'number' && Math.abs(got - serialOf(want)) < 1e-6 : (want === '' ? undefined : want) === got;
      if (!same && mismatches.length < 10) mismatches.push(`row ${index + 2} ${column.key}: ${String(got)} ≠ ${String(want)}`);
    });
  }
  const ok = dataRows === expectedRows && mismatches.length === 0 && formulasInFile === 0 && formulaLikeAllText;
  return {
    bytes: bytes.length,
    dataRows,
    rowsAsExpected: dataRows === expectedRows,
    samplesChecked: sample.length,
    sampleMismatches: mismatches,
    formulaLikeCells,
    formulaLikeAllText,
    formulasInFile,
    ok,
  };
}

const sampleOf = (rows: number) => [
  ...new Set([0, 1, FORMULA_LIKE_EVERY, Math.floor(rows / 2), rows - 2, rows - 1].filter((index) => index >= 0 && index < rows)),
];
const withinTargets = (run: FreshProcessExport) => run.ms <= TARGETS.ms && run.peakRssMiB <= TARGETS.peakRssMiB;

async function main(): Promise<void> {
  const loadAverageAtStart = loadAverage();
  const services = await startServices({ inMemory: true, jvmProfile: 'throughput' });
  Object.assign(process.env, services.env, { LOG_LEVEL: 'warn' });
  const bundle = bundleExportChild();
  try {
    const writer = async (rows: number) => {
      const key = `exports/bench/${randomUUID()}.xlsx`;
      const run = await exportInFreshProcess(bundle.file, services.env, ['writer', key, String(rows)]);
      const check = await checkFile(key, rows, benchOrgRow, sampleOf(rows));
      console.log(
        `writer ${rows} rows: ${run.ms} ms, peak RSS ${run.peakRssMiB} MiB (sampled peaks ${JSON.stringify(run.sampledPeaksMiB)}, longest gap ${run.longestSampleGapMs} ms), ${check.bytes} bytes, check ${check.ok ? 'ok' : JSON.stringify(check)}`,
      );
      return { ...run, check, withinTargets: withinTargets(run) };
    };
    const headline = await writer(ROWS);
    const sizes = [];
    for (const rows of SIZES) sizes.push(rows === ROWS ? headline : await writer(rows));

    let orgs:
      (FreshProcessExport & { withinTargets: boolean; check: FileCheck; seeding: Record<string, unknown>; note: string }) | undefined;
    if (ORGS > 0) {
      const factory = new SupplierFactory(7);
      const seedStarted = performance.now();
      const seeded = await createImportedSuppliers(
        Array.from({ length: ORGS }, (_, index) => ({ row: index + 2, ...factory.supplier(), ...BENCH_CONTACT })),
        new Date(),
      );
      const seedMs = Math.round(performance.now() - seedStarted);
      const key = `exports/bench/${randomUUID()}.xlsx`;
      const run = await exportInFreshProcess(bundle.file, services.env, ['orgs', key]);
      const newestFirst = [...seeded].sort((left, right) => right.id - left.id);
      // Every column of sampled rows against the seeded records as the list answers them, newest first.
      const check = await checkFile(key, ORGS, (index) => newestFirst[index] && toOrgRow(newestFirst[index]), sampleOf(ORGS));
      console.log(
        `exportOrgs ${ORGS} organisations: ${run.ms} ms, peak RSS ${run.peakRssMiB} MiB, check ${check.ok ? 'ok' : JSON.stringify(check)}`,
      );
      orgs = {
        seeding: {
          organisations: seeded.length,
          ms: seedMs,
          note: 'createImportedSuppliers (the supplier import’s write path), in this process, before the export',
        },
        ...run,
        check,
        withinTargets: withinTargets(run),
        note: 'the organisation export (orgExport({})) in a fresh process: listOrgs loads the catalogue from DynamoDB Local on its first page (firstProgressMs includes that), then pages of 1,000 newest first',
      };
    }

    const results = {
      ...resultHeader('export', { loadAverageAtStart }),
      setup: {
        storage:
          's3rver in this process (startServices, functions/src/local/services.ts); DynamoDB Local (in memory, throughput profile) for exportOrgs',
        process:
          'each export in a fresh Node process running bench/support/export-child.ts bundled by esbuild as the CDK bundles a function (ESM, minified); peakRssMiB is that process’s own high-water mark (VmHWM), module loading included (loadedRssMiB). Not ru_maxrss: Linux carries the parent’s RSS at the fork into the child’s ru_maxrss across exec, which made later runs of an earlier version of this bench report the bench process’s size (up to ~800 MiB) while the child itself never passed ~160 MiB',
        rows: 'organisation list rows made on demand in pages of 1,000 (bench/support/export-rows.ts), written with the organisation export’s columns (ORG_EXPORT_SHEET, zh); every 1,000th name is =1+1',
        writer:
          'writeRowsToStorage: the kit’s own sheet XML (inline strings) → zlib deflate stream → zip with data descriptors → PassThrough → @aws-sdk/lib-storage Upload (5 MiB parts, 2 in flight)',
        check:
          'the stored file read back with SheetJS (formulas read): data row count, every column of sampled rows against the rows written, no formula anywhere, every =1+1 a string cell',
      },
      targets: TARGETS,
      export50k: headline,
      memoryAsRowsGrow: sizes.map(({ rows, ms, peakRssMiB, sampledPeaksMiB, bytes, check }) => ({
        rows,
        ms,
        peakRssMiB,
        heapTotalPeakMiB: sampledPeaksMiB.heapTotal,
        bytes,
        ok: check.ok,
      })),
      ...(orgs ? { exportOrgs: orgs } : {}),
      pass:
        withinTargets(headline) &&
        headline.check.ok &&
        sizes.every((run) => run.check.ok) &&
        (!orgs || (orgs.withinTargets && orgs.check.ok)),
    };
    writeBenchResult('export.json', results, { show: { pass: results.pass } });
  } finally {
    bundle.dispose();
    await services.stop();
  }
}

await main();
