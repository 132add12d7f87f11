import {
  completeness,
  deliverySupplierContracts,
  deliverySupplierTags,
  deliveryTag,
  deliveryTagSave,
  ERROR_CODE,
  formatBeijingDateTime,
  readPropertyValue,
  requiredItemCount,
  type DeliveryTagRow,
} from '@sddp/shared';
import { allContracts } from '#entities/device';
import { getBreakdown } from '#entities/project-breakdown';
import { classifiedTagsOf, getRollups, requiredOf, rollupKey, type TagDeliveryRecord, listClassRequirements } from '#entities/tag-delivery';
import { route } from '#http/route';
import { AppError, invalid, presentingStale } from '#kit/errors';
import { nowIso } from '#kit/time';
import { supplierContract, suppliesContract, supplierTag } from '../access/supplier-scope';
import { contractTagPage } from '../data/contract-tag-page';
import { deliveryView, tagCounts } from '../data/delivery-view';
import { tagContext, type TagContext } from '../data/tag-context';
import { recounted, writeDelivery } from '../data/tag-delivery-writes';

/** What each class of the project requires: its required items, and the requirements themselves. */
async function projectRequirements(projectId: number) {
  const stored = await listClassRequirements(projectId);
  return new Map(stored.map((record) => [record.classCode, { properties: record.properties, documents: record.documents }]));
}

/** The caller's organisation's contracts in the project, with their terms and delivery counts (one roll-up read each). */
export const supplierContractsRoute = route(deliverySupplierContracts, async ({ input, principal }) => {
  if (!principal.projectIds.includes(input.projectId)) return { rows: [] };
  const contracts = (await allContracts()).filter(
    (contract) => contract.projectId === input.projectId && suppliesContract(principal, contract),
  );
  const [rollups, requirements] = await Promise.all([
    getRollups(
      contracts.map((contract) =>
        rollupKey.contract({ projectId: contract.projectId, contractId: contract.id, supplierId: contract.supplierId }),
      ),
    ),
    projectRequirements(input.projectId),
  ]);
  const requiredPerClass = new Map([...requirements].map(([classCode, record]) => [classCode, requiredItemCount(record)]));
  const today = formatBeijingDateTime(nowIso()).slice(0, 10);
  return {
    rows: contracts.map((contract, index) => {
      const rollup = rollups[index]!;
      const counts = {
        required: requiredOf(rollup, requiredPerClass),
        delivered: rollup.delivered,
        approved: rollup.approved,
        rejected: rollup.rejected,
      };
      return {
        contractId: contract.id,
        contractNo: contract.contractNo,
        contractName: contract.contractName,
        projectId: contract.projectId,
        dueDate: contract.dueDate,
        contractorName: contract.contractorName,
        tagCount: contract.tagCount,
        classifiedTags: classifiedTagsOf(rollup),
        counts,
        completeness: completeness(counts),
        overdueTags:
          contract.dueDate !== '' && today > contract.dueDate ? Math.max(0, classifiedTagsOf(rollup) - rollup.everSubmittedTags) : 0,
      };
    }),
  };
});

/**
 * A page of a contract's tags with where each delivery stands: the page's tags and records by key, the
 * classes' requirements and names (data/contract-tag-page.ts), whatever the contract's size.
 */
export const supplierTagsRoute = route(deliverySupplierTags, async ({ input, principal }) => {
  const contract = await supplierContract(principal, input.contractId);
  const [{ tags, records, total }, requirements, breakdown] = await Promise.all([
    contractTagPage(contract, input.tagNumber, input.page, input.limit),
    projectRequirements(contract.projectId),
    getBreakdown(contract.projectId),
  ]);
  const names = new Map(breakdown.classes.map((entry) => [entry.code, entry.name]));
  const rows = tags.map((tag): DeliveryTagRow => {
    const record = records.get(tag.id);
    const counts = tagCounts(record, requirements.get(tag.classCode) ?? { properties: [], documents: [] });
    return {
      tagId: tag.id,
      tagNumber: tag.tagNumber,
      itemName: tag.itemName,
      classCode: tag.classCode,
      className: names.get(tag.classCode) ?? '',
      status: record?.status ?? 'draft',
      counts,
      completeness: completeness(counts),
      submittedAt: record?.submittedAt ?? '',
      updateTime: record?.updateTime ?? '',
    };
  });
  return { rows, total };
});

const present = (context: TagContext) =>
  deliveryView(context.tag, context.contract, context.className, context.requirements, context.record);

export const tagDeliveryRoute = route(deliveryTag, async ({ input, principal }) => {
  const { tag, contract } = await supplierTag(principal, input.tagId);
  return present(await tagContext(tag, contract));
});

/** A tag whose class requires something, in a state the supplier may change. */
export function assertEditable(context: TagContext): void {
  if (!context.tag.classCode) throw new AppError(ERROR_CODE.conflict, 'error.delivery.classNotSet');
  if (context.record.status === 'submitted' || context.record.status === 'approved')
    throw new AppError(ERROR_CODE.conflict, 'error.delivery.notEditable');
}

/**
 * Saves typed values: each one read against its property (the stored form), an empty one removed (a draft
 * may leave a required value out; Submit may not), a key the class does not have refused by name.
 */
export const tagSaveRoute = route(deliveryTagSave, async ({ input, principal, setLogParams }) => {
  const { tag, contract } = await supplierTag(principal, input.tagId);
  const context = await tagContext(tag, contract);
  assertEditable(context);
  const properties = new Map(context.requirements.properties.map((property) => [property.key, property]));
  const values = { ...context.record.values };
  const fieldErrors: Record<string, string> = {};
  for (const { key, value: raw } of input.values) {
    const property = properties.get(key);
    if (!property) {
      fieldErrors[`values.${key}`] = 'validation.delivery.unknownProperty';
      continue;
    }
    if (raw.trim() === '') {
      delete values[key];
      continue;
    }
    const read = readPropertyValue({ ...property, required: true }, raw);
    if ('problem' in read) fieldErrors[`values.${key}`] = read.problem;
    else values[key] = read.value;
  }
  if (Object.keys(fieldErrors).length > 0) throw invalid(fieldErrors);
  if (input.version !== context.record.version) throw staleOf(context);
  const after = recounted(context.record, { values, files: context.record.files }, context.requirements, principal.user.userCode);
  await presentingStale(writeDelivery(context.record, after), (current: TagDeliveryRecord | undefined) =>
    present({ ...context, record: current ?? context.record }),
  );
  setLogParams({ tagNumber: tag.tagNumber });
  return present({ ...context, record: after });
});

export const staleOf = (context: TagContext) =>
  new AppError(ERROR_CODE.conflict, 'error.staleEdit', { result: { current: present(context) } });
