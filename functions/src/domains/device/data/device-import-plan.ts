import { formatMessage, type ImportProblem, type Language, type MessageKey } from '@sddp/shared';
import { contractFieldsOf } from '#entities/device';
import type { DeviceContractSheetRow } from '../sheets/device-contract-sheet';
import { DEVICE_RULE_MESSAGES, projectsById, pumpsById, suppliersByCode, takenContractNos, takenTags } from './device-entry-rules';
import type { NewContract } from './device-writes';

export interface ContractImportPlan {
  plans: NewContract[];
  problems: ImportProblem[];
}

type Label = (key: Exclude<keyof DeviceContractSheetRow, 'row'>) => string;

/**
 * Checks the workbook's rows against the stored data (device-entry-rules.ts, the rules the dialogs
 * meet too) and each other (docs/decisions.md "Device administration"): the project exists, the organisation code names a supplier, a given pump id is in
 * the catalogue, the rows of one contract number agree on name and supplier, neither the contract
 * number nor any tag number is already taken in the project, and no tag number repeats in the file.
 * Problems name the row and column in the starter's language; with none, the contracts to write.
 */
export async function planContractImport(
  rows: readonly DeviceContractSheetRow[],
  language: Language,
  label: Label,
): Promise<ContractImportPlan> {
  const problems: ImportProblem[] = [];
  const problem = (row: number, column: Parameters<Label>[0], key: MessageKey, params: Record<string, unknown> = {}) =>
    problems.push({ row, column: label(column), message: formatMessage(language, key, params) });

  const projects = await projectsById(rows.map((row) => Number(row.projectId)));
  const suppliers = await suppliersByCode(rows.map((row) => row.orgCode));
  const pumps = await pumpsById(rows.map((row) => (row.pumpId === '' ? 0 : Number(row.pumpId))));
  const contractKey = (row: DeviceContractSheetRow) => `${row.projectId}#${row.contractNo.toLowerCase()}`;
  const tagKey = (row: DeviceContractSheetRow) => `${row.projectId}#${row.tagNumber.toLowerCase()}`;
  const contractTaken = await takenContractNos(rows.map((row) => ({ projectId: Number(row.projectId), value: row.contractNo })));
  const tagTaken = await takenTags(rows.map((row) => ({ projectId: Number(row.projectId), value: row.tagNumber })));

  const contracts = new Map<string, NewContract & { firstRow: DeviceContractSheetRow }>();
  const tagRows = new Map<string, number>();
  for (const row of rows) {
    const project = projects.get(Number(row.projectId));
    const supplier = suppliers.get(row.orgCode);
    const pumpId = row.pumpId === '' ? 0 : Number(row.pumpId);
    const pump = pumps.get(pumpId);
    if (!project) problem(row.row, 'projectId', DEVICE_RULE_MESSAGES.unknownProject, { project: row.projectId });
    if (!supplier) problem(row.row, 'orgCode', DEVICE_RULE_MESSAGES.unknownSupplier, { orgCode: row.orgCode });
    if (pumpId > 0 && !pump) problem(row.row, 'pumpId', DEVICE_RULE_MESSAGES.unknownPump, { pumpId: row.pumpId });
    if (contractTaken(Number(row.projectId), row.contractNo) && !contracts.has(contractKey(row)))
      problem(row.row, 'contractNo', DEVICE_RULE_MESSAGES.contractExists, { contractNo: row.contractNo });
    const firstTagRow = tagRows.get(tagKey(row));
    if (firstTagRow !== undefined) problem(row.row, 'tagNumber', 'device.import.duplicateTag', { row: firstTagRow });
    else if (tagTaken(Number(row.projectId), row.tagNumber))
      problem(row.row, 'tagNumber', DEVICE_RULE_MESSAGES.tagExists, { tagNumber: row.tagNumber });
    tagRows.set(tagKey(row), firstTagRow ?? row.row);
    if (!project || !supplier) continue;
    const known = contracts.get(contractKey(row));
    if (known && (known.contractName !== row.contractName || known.supplierId !== supplier.id)) {
      problem(row.row, 'contractName', 'device.import.contractMismatch');
      continue;
    }
    const contract = known ?? { ...contractFieldsOf(project, supplier, row), tags: [], firstRow: row };
    contracts.set(contractKey(row), contract);
    contract.tags.push({
      tagNumber: row.tagNumber,
      itemName: row.itemName,
      pumpId: pump?.id ?? 0,
      equipmentType: pump?.type ?? 0,
      quantity: row.quantity === '' ? 1 : Number(row.quantity),
    });
  }
  return { plans: [...contracts.values()].map(({ firstRow: _first, ...plan }) => plan), problems };
}
