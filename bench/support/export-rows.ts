/**
 * The rows of the export benchmark, made on demand from their index (the same in the child that writes
 * them and in the bench that checks the file): organisation list rows with Chinese names, a mix of
 * types and states, and every 1,000th name the formula-like text '=1+1'.
 */
import { ORG_TYPES, type OrgRow } from '@sddp/shared';
import type { RowPage } from '#kit/spreadsheet';

export const FORMULA_LIKE_EVERY = 1000;
const CREATED_FROM = Date.parse('2024-01-01T00:00:00Z');

export function benchOrgRow(index: number): OrgRow {
  return {
    id: 1_000_000 - index,
    orgCode: String(10_000_000 + index),
    bpCode: index % 3 === 0 ? '' : `BP${String(index).padStart(7, '0')}`,
    orgName: index % FORMULA_LIKE_EVERY === 0 ? '=1+1' : `测试机械设备有限公司 第${index}号 Supplier ${index}`,
    orgType: ORG_TYPES[index % ORG_TYPES.length]!,
    state: index % 7 === 0 ? '0' : '1',
    createTime: new Date(CREATED_FROM + index * 60_000).toISOString(),
    linkman: `联系人${index % 500}`,
    mobile: `138${String(index).padStart(8, '0')}`,
    email: `contact${index}@example.com`,
    primaryUserId: 2_000_000 + index,
    version: 1,
  };
}

/** The rows in pages, each made only when the writer asks for it. */
export async function* benchOrgPages(total: number, pageSize: number): AsyncGenerator<RowPage<OrgRow>> {
  for (let start = 0; start < total; start += pageSize) {
    yield { rows: Array.from({ length: Math.min(pageSize, total - start) }, (_, offset) => benchOrgRow(start + offset)), total };
  }
}
