import { deviceProjectOptions, ORG_TYPE, SUPPLIER_OPTIONS_MAX, supplierOptions, tagPlaceOptions } from '@sddp/shared';
import { contractNotFound, getContract } from '#entities/device';
import { matchingOrgs } from '#entities/org';
import { listDeliveryProjects } from '#entities/project';
import { getBreakdown } from '#entities/project-breakdown';
import { route } from '#http/route';

/** The delivery projects (every project but the user system), in id order. */
export const projectOptionsRoute = route(deviceProjectOptions, async () => ({
  rows: (await listDeliveryProjects())
    .map((project) => ({ projectId: project.id, projectName: project.projectName, projectNameEn: project.projectNameEn }))
    .sort((left, right) => left.projectId - right.projectId),
}));

/** Suppliers whose name or code contains the text (ignoring case), names first, at most SUPPLIER_OPTIONS_MAX. */
export const supplierOptionsRoute = route(supplierOptions, async ({ input }) => {
  const [byName, byCode] = await Promise.all([
    matchingOrgs({ orgName: input.name, orgType: ORG_TYPE.supplier }),
    matchingOrgs({ orgCode: input.name, orgType: ORG_TYPE.supplier }),
  ]);
  const unique = new Map([...byName, ...byCode].map((org) => [org.id, org]));
  return {
    rows: [...unique.values()].slice(0, SUPPLIER_OPTIONS_MAX).map((org) => ({ id: org.id, orgCode: org.orgCode, orgName: org.orgName })),
  };
});

/** The breakdown of the contract's project: where its tags may be placed. */
export const tagPlaceOptionsRoute = route(tagPlaceOptions, async ({ input }) => {
  const contract = await getContract(input.contractId);
  if (!contract) throw contractNotFound();
  const { mainItems, classes } = await getBreakdown(contract.projectId);
  return { projectId: contract.projectId, mainItems, classes };
});
