import { contractCreate, tagCreate } from '@sddp/shared';
import { route } from '#http/route';
import { createContract, createTag } from '../data/device-entry';
import { toContractRow, toTagRow } from './device-rows';

/** A contract typed in the dialog: the import's rules, field errors when broken; nothing written then. */
export const createContractRoute = route(contractCreate, async ({ input, setLogParams }) => {
  const contract = await createContract(input);
  setLogParams({ contractNo: contract.contractNo });
  return toContractRow(contract);
});

/** A tag number typed in the dialog, on a catalogue pump or another item. */
export const createTagRoute = route(tagCreate, async ({ input: { weihao, ...input }, setLogParams }) => {
  const { tag, contract } = await createTag({ ...input, tagNumber: weihao });
  setLogParams({ tagNumber: tag.tagNumber, contractNo: contract.contractNo });
  return toTagRow(tag);
});
