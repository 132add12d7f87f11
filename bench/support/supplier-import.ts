import { utils, write } from '@e965/xlsx';
import { formatMessage, type JobStatus } from '@sddp/shared';
import { SUPPLIER_COLUMNS, SUPPLIER_SHEET, supplierTemplateWorkbook } from '#domains/org/sheets/supplier-sheet';
import { readFirstSheetText } from '#kit/spreadsheet';
import type { BenchApi } from './bench-api';
import { BENCH_CONTACT } from './org-seeding';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One sheet of rows under its header row, as an .xlsx a user would upload. */
export function workbookOf(sheetName: string, rows: readonly (readonly unknown[])[]): Uint8Array<ArrayBuffer> {
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, utils.aoa_to_sheet(rows as unknown[][]), sheetName);
  return new Uint8Array(write(workbook, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer);
}

/** The supplier import's workbook of these suppliers, headed as its template is. */
export function supplierWorkbook(rows: ReadonlyArray<{ orgCode: string; orgName: string; bpCode: string }>): Uint8Array<ArrayBuffer> {
  const headers = SUPPLIER_COLUMNS.map((column) => SUPPLIER_SHEET.label(column, 'zh'));
  const templateHeaders = readFirstSheetText(supplierTemplateWorkbook('zh').bytes)[0]?.cells;
  if (templateHeaders?.join('|') !== headers.join('|'))
    throw new Error(`template headers ${templateHeaders?.join('|')} ≠ ${headers.join('|')}`);
  const cells = (row: (typeof rows)[number]) => SUPPLIER_COLUMNS.map((column) => ({ ...BENCH_CONTACT, ...row })[column]);
  return workbookOf(formatMessage('zh', 'import.sheetName'), [headers, ...rows.map(cells)]);
}

/** A workbook to storage as the browser sends it: the upload call's presigned PUT; the key to import. */
export async function uploadWorkbook(api: BenchApi, uploadPath: string, bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const upload = await api.post<{ url: string; key: string; headers: Record<string, string> }>(uploadPath, {
    fileName: 'bench.xlsx',
    contentType: XLSX_TYPE,
    size: bytes.byteLength,
  });
  if (upload.code !== 200) throw new Error(`${uploadPath} failed: ${JSON.stringify(upload)}`);
  const put = await fetch(upload.result.url, { method: 'PUT', headers: upload.result.headers, body: bytes });
  if (!put.ok) throw new Error(`PUT to the presigned URL failed: HTTP ${put.status} ${await put.text()}`);
  return upload.result.key;
}

/** An import as the browser runs it: start the job, poll its status until it ends; the answer is its report. */
export async function importAsJob<Report>(
  api: BenchApi,
  startPath: string,
  body: Record<string, unknown>,
): Promise<{ code: number; result?: Report; error?: unknown }> {
  const started = await api.post<{ jobId: string }>(startPath, body);
  if (started.code !== 200) return { code: started.code, error: started };
  for (;;) {
    const status = await api.get<JobStatus>('/job/status', { id: started.result.jobId });
    if (status.code !== 200) return { code: status.code, error: status };
    if (status.result.state === 'done') return { code: 200, result: status.result.result as Report };
    if (status.result.state === 'failed') return { code: status.result.error?.code ?? 500, error: status.result.error };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
