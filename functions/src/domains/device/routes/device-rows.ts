import type { ContractRow, ItemInfo, TagRow } from '@sddp/shared';
import { completenessOf, type ContractRecord, type TagRecord } from '#entities/device';

export const toContractRow = (contract: ContractRecord): ContractRow => ({ ...contract });

export const toTagRow = ({ sheet, ...tag }: TagRecord): TagRow => ({ ...tag, completeness: completenessOf(sheet) });

export const toItemInfo = (tag: TagRecord): ItemInfo => ({ ...toTagRow(tag), sheet: tag.sheet });
