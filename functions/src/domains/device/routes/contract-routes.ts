import { contractDelete, contractHandOver, contractList } from '@sddp/shared';
import { allContracts, deleteContract, handOverContract } from '#entities/device';
import { route } from '#http/route';
import { pageOf } from '#kit/list-index';
import { toContractRow } from './device-rows';

const needle = (value: string) => value.trim().toLowerCase();

/** Contracts newest first, by project, supplier name and contract number (contains, ignoring case). */
export const listContractsRoute = route(contractList, async ({ input }) => {
  const supplier = needle(input.supplierName);
  const contractNo = needle(input.contractNo);
  const matches = (await allContracts()).filter(
    (contract) =>
      (input.projectId === undefined || contract.projectId === input.projectId) &&
      (!supplier || contract.supplierName.toLowerCase().includes(supplier)) &&
      (!contractNo || contract.contractNo.toLowerCase().includes(contractNo)),
  );
  const { rows, total } = pageOf(matches, input.page, input.limit);
  return { rows: rows.map(toContractRow), total };
});

export const deleteContractRoute = route(contractDelete, async ({ input, setLogParams }) => {
  const { contract, tagsDeleted } = await deleteContract(input.id, input.withTags);
  setLogParams({ contractNo: contract.contractNo });
  return { id: contract.id, tagsDeleted };
});

export const handOverContractRoute = route(contractHandOver, async ({ input, principal, setLogParams }) => {
  const contract = await handOverContract(input.id, principal.user.userCode, input.version);
  setLogParams({ contractNo: contract.contractNo });
  return toContractRow(contract);
});
