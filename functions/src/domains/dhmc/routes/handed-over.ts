import { handedOverContractsOf } from '../data/device-handover';

/** The equipment contracts handed over to DHMC per project (the device domain's record, /device/admin_dhmc_contract). */
export async function handedOverCount(projectIds: readonly number[]): Promise<Map<number, number>> {
  const counts = await Promise.all(
    projectIds.map(async (projectId) => [projectId, (await handedOverContractsOf(projectId)).length] as const),
  );
  return new Map(counts);
}
