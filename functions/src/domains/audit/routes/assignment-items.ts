import { ERROR_CODE } from '@sddp/shared';
import { ASSIGNMENT_MAX_BYTES, assignmentBytes, type AssignedItem } from '#entities/audit-assignment';
import type { Breakdown } from '#entities/project-breakdown';
import { AppError } from '#kit/errors';

/**
 * The saved list as stored: duplicates merged (a main item listed twice keeps the union of its codes,
 * a code listed twice under one item counts once), every code checked against the project's breakdown
 * (400 naming the first unknown one), and the whole bounded by what one item can hold.
 */
export function assignmentItems(
  list: ReadonlyArray<{ code: string; childNodes: ReadonlyArray<{ code: string }> }>,
  breakdown: Breakdown,
): AssignedItem[] {
  const mainCodes = new Set(breakdown.mainItems.map((item) => item.code));
  const classCodes = new Set(breakdown.classes.map((item) => item.code));
  const merged = new Map<string, Set<string>>();
  for (const item of list) {
    if (!mainCodes.has(item.code)) throw unknownCode(item.code);
    const codes = merged.get(item.code) ?? new Set<string>();
    for (const child of item.childNodes) {
      if (!classCodes.has(child.code)) throw unknownCode(child.code);
      codes.add(child.code);
    }
    merged.set(item.code, codes);
  }
  const items = [...merged].map(([code, codes]) => ({ code, codes: [...codes] }));
  if (assignmentBytes(items) > ASSIGNMENT_MAX_BYTES) throw new AppError(ERROR_CODE.invalid, 'audit.error.tooLarge');
  return items;
}

const unknownCode = (code: string) => new AppError(ERROR_CODE.invalid, 'audit.error.unknownCode', { params: { code } });
