import { ITEM_SHEET_FIELDS, itemInfo, itemUpdate, tagDelete, tagList } from '@sddp/shared';
import { getContract, contractNotFound, getTag, tagsOfContract } from '#entities/device';
import { route } from '#http/route';
import { presentingStale } from '#kit/errors';
import { pageOf } from '#kit/list-index';
import { deleteTag, tagNotFound, updateItem } from '../data/device-items';
import { toItemInfo, toTagRow } from './device-rows';

/** A contract's tag numbers in the order they were added; the asked tag number (`weihao`) matches anywhere, ignoring case. */
export const listTagsRoute = route(tagList, async ({ input }) => {
  if (!(await getContract(input.contractId))) throw contractNotFound();
  const needle = input.weihao.trim().toLowerCase();
  const tags = (await tagsOfContract(input.contractId)).filter((tag) => !needle || tag.tagNumber.toLowerCase().includes(needle));
  const { rows, total } = pageOf(tags, input.page, input.limit);
  return { rows: rows.map(toTagRow), total };
});

export const deleteTagRoute = route(tagDelete, async ({ input, setLogParams }) => {
  const tag = await deleteTag(input.id);
  setLogParams({ tagNumber: tag.tagNumber });
  return { id: tag.id };
});

export const itemInfoRoute = route(itemInfo, async ({ input }) => {
  const tag = await getTag(input.id);
  if (!tag) throw tagNotFound();
  return toItemInfo(tag);
});

const ITEM_LOGGED_FIELDS = ['itemName', 'quantity', 'mainItemCode', 'classCode', ...ITEM_SHEET_FIELDS] as const;

export const itemUpdateRoute = route(itemUpdate, async ({ input, setLogParams, setLogChanges }) => {
  const { before, after } = await presentingStale(updateItem(input), toItemInfo);
  setLogParams({ tagNumber: after.tagNumber });
  setLogChanges({ ...before, ...before.sheet }, { ...after, ...after.sheet }, ITEM_LOGGED_FIELDS);
  return toItemInfo(after);
});
