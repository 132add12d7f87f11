import { isDeliveryProject, projectNameIn, type DeliverySummary, type Language } from '@sddp/shared';
import { listDeliveryProjects, type ProjectRecord } from '#entities/project';
import { getRollups, isEmptyRollup, requiredPerClassOf, rollupKey, summariseRollups } from '#entities/tag-delivery';

/**
 * The dashboards' delivery summaries (docs/data-model.md D13): one roll-up per project, read in one
 * BatchGet, and the requirements of each project that has something to show (one Query each). No tag is read.
 */
async function summaries(
  projects: readonly ProjectRecord[],
  keyOf: (projectId: number) => { pk: string; sk: string },
  language: Language,
): Promise<DeliverySummary[]> {
  const rollups = await getRollups(projects.map((project) => keyOf(project.id)));
  const shown = projects.flatMap((project, index) => (isEmptyRollup(rollups[index]!) ? [] : [{ project, rollup: rollups[index]! }]));
  const requirements = await Promise.all(shown.map(({ project }) => requiredPerClassOf(project.id)));
  return shown.map(({ project, rollup }, index) => ({
    projectId: project.id,
    projectName: projectNameIn(project, language),
    ...summariseRollups([{ rollup, requiredPerClass: requirements[index]! }]),
  }));
}

/** Every delivery project, by its project roll-up: the owner's administrators' view. */
export async function projectDeliverySummaries(language: Language): Promise<DeliverySummary[]> {
  return summaries(await listDeliveryProjects(), rollupKey.project, language);
}

/** The organisation's supplier roll-up in each of the given projects: a supplier account's view. */
export async function supplierDeliverySummaries(supplierId: number, projectIds: readonly number[], language: Language) {
  const wanted = new Set(projectIds.filter(isDeliveryProject));
  const projects = (await listDeliveryProjects()).filter((project) => wanted.has(project.id));
  return summaries(projects, (projectId) => rollupKey.supplier({ projectId, contractId: 0, supplierId }), language);
}
