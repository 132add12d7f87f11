import {
  deliveryClassRequirements,
  deliveryClassRequirementsList,
  deliveryClassRequirementsSave,
  ERROR_CODE,
  requiredItemCount,
  type ClassRequirementsRecord,
  type ClassRequirementsRow,
} from '@sddp/shared';
import { requireProject } from '#entities/project';
import { getBreakdown, type FactoryClass } from '#entities/project-breakdown';
import { getClassRequirements, listClassRequirements, saveClassRequirements, type StoredClassRequirements } from '#entities/tag-delivery';
import { jobOwner } from '#http/job-owner';
import { route } from '#http/route';
import { AppError, presentingStale } from '#kit/errors';
import { startJob } from '#kit/jobs/start-job';

const recordOf = (
  projectId: number,
  factoryClass: Pick<FactoryClass, 'code' | 'name'>,
  stored?: StoredClassRequirements,
): ClassRequirementsRecord => ({
  projectId,
  classCode: factoryClass.code,
  className: factoryClass.name,
  properties: stored?.properties ?? [],
  documents: stored?.documents ?? [],
  version: stored?.version ?? 0,
  updateTime: stored?.updateTime ?? '',
});

/** Every class of the breakdown, in its order, then the classes no longer in it that keep requirements. */
export const listClassRequirementsRoute = route(deliveryClassRequirementsList, async ({ input }) => {
  await requireProject(input.projectId);
  const [breakdown, stored] = await Promise.all([getBreakdown(input.projectId), listClassRequirements(input.projectId)]);
  const byCode = new Map(stored.map((record) => [record.classCode, record]));
  const inBreakdown = new Set(breakdown.classes.map((factoryClass) => factoryClass.code));
  const row = (factoryClass: FactoryClass, present: boolean): ClassRequirementsRow => {
    const record = byCode.get(factoryClass.code);
    return {
      classCode: factoryClass.code,
      className: factoryClass.name,
      type: factoryClass.type,
      inBreakdown: present,
      properties: record?.properties.length ?? 0,
      documents: record?.documents.length ?? 0,
      required: record ? requiredItemCount(record) : 0,
      version: record?.version ?? 0,
      updateTime: record?.updateTime ?? '',
    };
  };
  const dropped = stored
    .filter((record) => !inBreakdown.has(record.classCode))
    .map((record) => row({ code: record.classCode, name: '', type: '' }, false));
  return { rows: [...breakdown.classes.map((factoryClass) => row(factoryClass, true)), ...dropped] };
});

async function classOf(projectId: number, classCode: string): Promise<Pick<FactoryClass, 'code' | 'name'> | undefined> {
  const breakdown = await getBreakdown(projectId);
  return breakdown.classes.find((factoryClass) => factoryClass.code === classCode);
}

/** A class of the breakdown, or one dropped from it that keeps requirements (read-only use: shown, not applied). */
export const getClassRequirementsRoute = route(deliveryClassRequirements, async ({ input }) => {
  await requireProject(input.projectId);
  const [factoryClass, stored] = await Promise.all([
    classOf(input.projectId, input.classCode),
    getClassRequirements(input.projectId, input.classCode),
  ]);
  if (!factoryClass && !stored)
    throw new AppError(ERROR_CODE.notFound, 'error.delivery.classNotInBreakdown', { params: { classCode: input.classCode } });
  return recordOf(input.projectId, factoryClass ?? { code: input.classCode, name: '' }, stored);
});

/** Only a class of the project's breakdown takes requirements. */
export const saveClassRequirementsRoute = route(deliveryClassRequirementsSave, async (call) => {
  const { input, principal, setLogParams } = call;
  const project = await requireProject(input.projectId);
  const factoryClass = await classOf(input.projectId, input.classCode);
  if (!factoryClass)
    throw new AppError(ERROR_CODE.notFound, 'error.delivery.classNotInBreakdown', { params: { classCode: input.classCode } });
  const saved = await presentingStale(
    saveClassRequirements({
      projectId: input.projectId,
      classCode: input.classCode,
      requirements: { properties: input.properties, documents: input.documents },
      expectedVersion: input.version,
      updatedBy: principal.user.userCode,
    }),
    (current: StoredClassRequirements | undefined) => recordOf(input.projectId, factoryClass, current),
  );
  setLogParams({ projectName: project.projectName, classCode: input.classCode });
  // Requirements replaced after tags may have delivered against them: their counts follow in the background.
  if (input.version > 0)
    await startJob('delivery.recount', jobOwner(deliveryClassRequirementsSave, call), {
      projectId: input.projectId,
      classCode: input.classCode,
    });
  return recordOf(input.projectId, factoryClass, saved);
});
