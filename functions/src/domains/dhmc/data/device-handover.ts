import { allContracts, type ContractRecord } from '#entities/device';

/** The contracts of a project whose data went to DHMC, latest hand-over first (the DHMC list reads it). */
export async function handedOverContractsOf(projectId: number): Promise<ContractRecord[]> {
  return (await allContracts())
    .filter((contract) => contract.projectId === projectId && contract.handedOverAt !== '')
    .sort((a, b) => b.handedOverAt.localeCompare(a.handedOverAt));
}
