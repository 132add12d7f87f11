import type { ContractRow, ItemInfo, TagRow } from '@sddp/shared';
import { completenessOf, type ContractRecord, type TagRecord } from '#entities/device';

export const toContractRow = (contract: ContractRecord): ContractRow => ({ ...contract });

/** The wire's tag row: the spec's `weihao` for the tag number, and the sheet's completeness. */
export const toTagRow = ({ sheet, tagNumber, ...tag }: TagRecord): TagRow => ({
  ...tag,
  weihao: tagNumber,
  completeness: completenessOf(sheet),
});

export const toItemInfo = (tag: TagRecord): ItemInfo => ({ ...toTagRow(tag), sheet: tag.sheet });
