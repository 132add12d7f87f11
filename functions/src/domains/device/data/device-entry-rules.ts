import { ORG_TYPE, type MessageKey } from '@sddp/shared';
import { getOrg } from '#entities/org';
import { getProjects, type ProjectRecord } from '#entities/project';
import { getBreakdown } from '#entities/project-breakdown';
import { existingItems } from '#entities/staged-import';
import { keys } from '#kit/db/keys';
import { pumpById, type PumpRecord } from './pump-catalogue';

/**
 * The data rules a contract and a tag number meet however they arrive (the workbook import, the
 * dialogs): the project exists, the organisation code names a supplier, a given pump is in the
 * catalogue, and contract numbers and tag numbers are unique in their project (ignoring case). Each
 * lookup reads a batch, so the import checks all its rows at once and a dialog its one.
 * The messages are the same for both (the `device.import.*` keys).
 */
export const DEVICE_RULE_MESSAGES = {
  unknownProject: 'device.import.unknownProject',
  unknownSupplier: 'device.import.unknownSupplier',
  unknownPump: 'device.import.unknownPump',
  unknownMainItem: 'device.import.unknownMainItem',
  unknownClass: 'device.import.unknownClass',
  contractExists: 'device.import.contractExists',
  tagExists: 'device.import.tagExists',
} as const satisfies Record<string, MessageKey>;

export interface Supplier {
  id: number;
  orgName: string;
}

export async function projectsById(ids: readonly number[]): Promise<Map<number, ProjectRecord>> {
  return new Map((await getProjects([...new Set(ids)])).map((project) => [project.id, project]));
}

/** The codes that name a supplier (organisation type 10), with it. */
export async function suppliersByCode(orgCodes: readonly string[]): Promise<Map<string, Supplier>> {
  const codes = [...new Set(orgCodes)];
  const guards = await existingItems(codes.map((orgCode) => keys.orgCodeGuard(orgCode)));
  const suppliers = new Map<string, Supplier>();
  for (const orgCode of codes) {
    const guard = guards.get(keys.orgCodeGuard(orgCode).pk);
    const org = guard ? await getOrg(Number(guard.orgId)) : undefined;
    if (org?.orgType === ORG_TYPE.supplier) suppliers.set(orgCode, { id: org.id, orgName: org.orgName });
  }
  return suppliers;
}

/** The catalogue pumps of these ids (0 is no pump). */
export async function pumpsById(ids: readonly number[]): Promise<Map<number, PumpRecord>> {
  const pumps = new Map<number, PumpRecord>();
  for (const id of new Set(ids)) {
    const pump = id > 0 ? await pumpById(id) : undefined;
    if (pump) pumps.set(id, pump);
  }
  return pumps;
}

type Numbered = { projectId: number; value: string };

async function taken(keyOf: (projectId: number, value: string) => { pk: string; sk: string }, numbers: readonly Numbered[]) {
  const found = await existingItems([
    ...new Map(numbers.map(({ projectId, value }) => [keyOf(projectId, value).pk, keyOf(projectId, value)])).values(),
  ]);
  return (projectId: number, value: string) => found.has(keyOf(projectId, value).pk);
}

/** Whether a contract number is taken in its project now (one BatchGetItem for every number asked). */
export const takenContractNos = (numbers: readonly Numbered[]) => taken(keys.deviceContractNoGuard, numbers);
/** Whether a tag number is taken in its project now. */
export const takenTags = (numbers: readonly Numbered[]) => taken(keys.deviceTagGuard, numbers);

/** A tag's place in the project's breakdown, as given ('' for "not set"). */
export interface BreakdownPlace {
  mainItemCode: string;
  classCode: string;
}

/**
 * The field errors of a main item or class the project's breakdown does not have (one read of the
 * breakdown, only when a code is given): a tag's class decides what its supplier delivers.
 */
export async function breakdownPlaceErrors(projectId: number, place: BreakdownPlace): Promise<Record<string, MessageKey>> {
  if (place.mainItemCode === '' && place.classCode === '') return {};
  const breakdown = await getBreakdown(projectId);
  const errors: Record<string, MessageKey> = {};
  if (place.mainItemCode !== '' && !breakdown.mainItems.some((item) => item.code === place.mainItemCode))
    errors.mainItemCode = DEVICE_RULE_MESSAGES.unknownMainItem;
  if (place.classCode !== '' && !breakdown.classes.some((entry) => entry.code === place.classCode))
    errors.classCode = DEVICE_RULE_MESSAGES.unknownClass;
  return errors;
}
