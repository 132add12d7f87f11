import { ERROR_CODE } from '@sddp/shared';
import { getContract, getTag, type ContractRecord, type TagRecord } from '#entities/device';
import type { Principal } from '#http/types';
import { AppError } from '#kit/errors';

/** One answer for a tag that is not there and one that is another organisation's: nothing leaks which. */
export const deliveryTagNotFound = () => new AppError(ERROR_CODE.notFound, 'error.delivery.tagNotFound');

/** The caller's organisation supplies the contract, in a project the caller belongs to. */
export const suppliesContract = (principal: Principal, contract: ContractRecord) =>
  contract.supplierId === principal.user.orgId && principal.projectIds.includes(contract.projectId);

/** A contract the caller's organisation supplies; 404 otherwise. */
export async function supplierContract(principal: Principal, contractId: number): Promise<ContractRecord> {
  const contract = await getContract(contractId);
  if (!contract || !suppliesContract(principal, contract)) throw deliveryTagNotFound();
  return contract;
}

/** A tag of a contract the caller's organisation supplies, with that contract; 404 otherwise. */
export async function supplierTag(principal: Principal, tagId: number): Promise<{ tag: TagRecord; contract: ContractRecord }> {
  const tag = await getTag(tagId);
  const contract = tag ? await getContract(tag.contractId) : undefined;
  if (!tag || !contract || !suppliesContract(principal, contract)) throw deliveryTagNotFound();
  return { tag, contract };
}
