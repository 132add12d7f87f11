/**
 * One export in a process of its own, as the spreadsheet worker runs it cold: bundled by esbuild like
 * a Lambda, run by plain Node. argv: mode ('writer' | 'orgs'), the object key, the rows (writer only).
 * Prints one JSON line: times, memory, rows, bytes.
 *
 * The peak is VmHWM of /proc/self/status, the high-water mark of this process's own memory since it
 * started. Not process.resourceUsage().maxRSS: Linux carries the spawning parent's RSS at the fork
 * into the child's ru_maxrss across exec, so a child of a big bench process reports the parent's size.
 */
import { ORG_EXPORT_SHEET, orgExport } from '#domains/org/sheets/org-export';
import { writeRowsToStorage, type WriteProgress } from '#kit/spreadsheet';
import { writeExport } from '#kit/spreadsheet/export-job';
import { childMemory } from './child-memory';
import { benchOrgPages } from './export-rows';

const [mode, key, rowsArgument] = process.argv.slice(2);
const memory = childMemory();
let progressCalls = 0;
let firstProgressMs: number | undefined;
const started = performance.now();
const onProgress = (_progress: WriteProgress) => {
  progressCalls += 1;
  firstProgressMs ??= performance.now() - started;
};

const result =
  mode === 'orgs'
    ? { ...(await writeExport(orgExport({}, 'zh'), 'zh', key!, onProgress)), bytes: undefined }
    : await writeRowsToStorage(ORG_EXPORT_SHEET, benchOrgPages(Number(rowsArgument), 1000), { key: key!, language: 'zh', onProgress });
const ms = performance.now() - started;
process.stdout.write(
  `${JSON.stringify({
    mode,
    rows: result.rows,
    bytes: result.bytes,
    ms: Math.round(ms),
    firstProgressMs: Math.round(firstProgressMs ?? 0),
    progressCalls,
    ...memory.stop(),
  })}\n`,
);
