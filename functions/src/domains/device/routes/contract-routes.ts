import { contractDelete, contractHandOver, contractList, contractTerms, ORG_TYPE } from '@sddp/shared';
import { allContracts, contractNotFound, deleteContract, getContract, handOverContract, setContractTerms } from '#entities/device';
import { getOrg } from '#entities/org';
import { route } from '#http/route';
import { invalid, presentingStale } from '#kit/errors';
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

/** The contractor must be a contractor organisation that has joined the contract's project (`/project/contractor`). */
async function projectContractor(projectId: number, contractorId: number): Promise<{ id: number; orgName: string } | undefined> {
  if (contractorId === 0) return undefined;
  const org = await getOrg(contractorId);
  if (org?.orgType !== ORG_TYPE.contractor || !(String(projectId) in org.projects))
    throw invalid({ contractorId: 'error.device.notProjectContractor' }, 'error.device.notProjectContractor');
  return org;
}

export const contractTermsRoute = route(contractTerms, async ({ input, setLogParams }) => {
  const contract = await getContract(input.id);
  if (!contract) throw contractNotFound();
  const contractor = await projectContractor(contract.projectId, input.contractorId);
  const saved = await presentingStale(
    setContractTerms(
      input.id,
      { dueDate: input.dueDate, contractorId: contractor?.id ?? 0, contractorName: contractor?.orgName ?? '' },
      input.version,
    ),
    toContractRow,
  );
  setLogParams({ contractNo: saved.contractNo, dueDate: saved.dueDate || '—', contractorName: saved.contractorName || '—' });
  return toContractRow(saved);
});
