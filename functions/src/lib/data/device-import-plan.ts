import { formatMessage, ORG_TYPE, type ImportProblem, type Language, type MessageKey } from '@sddp/shared';
import { keys } from '../db/keys';
import type { DeviceContractSheetRow } from '../spreadsheet/device-contract-sheet';
import type { NewContract } from './device-writes';
import { existingItems } from './org-import-plan';
import { getOrg } from './orgs';
import { getProjects } from './projects';
import { pumpById } from './pump-catalogue';

export interface ContractImportPlan {
  plans: NewContract[];
  problems: ImportProblem[];
}

type Label = (key: Exclude<keyof DeviceContractSheetRow, 'row'>) => string;

/**
 * Checks the workbook's rows against the stored data and each other (docs/decisions.md "Device
 * administration"): the project exists, the organisation code names a supplier, a given pump id is in
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

  const projects = new Map(
    (await getProjects([...new Set(rows.map((row) => Number(row.projectId)))])).map((project) => [project.id, project]),
  );
  const orgGuards = await existingItems([...new Set(rows.map((row) => row.orgCode))].map((orgCode) => keys.orgCodeGuard(orgCode)));
  const suppliers = new Map<string, { id: number; orgName: string }>();
  for (const orgCode of new Set(rows.map((row) => row.orgCode))) {
    const guard = orgGuards.get(keys.orgCodeGuard(orgCode).pk);
    const org = guard ? await getOrg(Number(guard.orgId)) : undefined;
    if (org?.orgType === ORG_TYPE.supplier) suppliers.set(orgCode, { id: org.id, orgName: org.orgName });
  }
  const contractKey = (row: DeviceContractSheetRow) => `${row.projectId}#${row.contractNo.toLowerCase()}`;
  const tagKey = (row: DeviceContractSheetRow) => `${row.projectId}#${row.weihao.toLowerCase()}`;
  const guardKeys = (keyOf: (row: DeviceContractSheetRow) => { pk: string; sk: string }) => [
    ...new Map(rows.map((row) => [keyOf(row).pk, keyOf(row)])).values(),
  ];
  const takenContracts = await existingItems(guardKeys((row) => keys.deviceContractNoGuard(Number(row.projectId), row.contractNo)));
  const takenTags = await existingItems(guardKeys((row) => keys.deviceTagGuard(Number(row.projectId), row.weihao)));

  const contracts = new Map<string, NewContract & { firstRow: DeviceContractSheetRow }>();
  const tagRows = new Map<string, number>();
  for (const row of rows) {
    const project = projects.get(Number(row.projectId));
    const supplier = suppliers.get(row.orgCode);
    const pumpId = row.pumpId === '' ? 0 : Number(row.pumpId);
    const pump = pumpId > 0 ? await pumpById(pumpId) : undefined;
    if (!project) problem(row.row, 'projectId', 'device.import.unknownProject', { project: row.projectId });
    if (!supplier) problem(row.row, 'orgCode', 'device.import.unknownSupplier', { orgCode: row.orgCode });
    if (pumpId > 0 && !pump) problem(row.row, 'pumpId', 'device.import.unknownPump', { pumpId: row.pumpId });
    if (takenContracts.has(keys.deviceContractNoGuard(Number(row.projectId), row.contractNo).pk) && !contracts.has(contractKey(row)))
      problem(row.row, 'contractNo', 'device.import.contractExists', { contractNo: row.contractNo });
    const firstTagRow = tagRows.get(tagKey(row));
    if (firstTagRow !== undefined) problem(row.row, 'weihao', 'device.import.duplicateTag', { row: firstTagRow });
    else if (takenTags.has(keys.deviceTagGuard(Number(row.projectId), row.weihao).pk))
      problem(row.row, 'weihao', 'device.import.tagExists', { weihao: row.weihao });
    tagRows.set(tagKey(row), firstTagRow ?? row.row);
    if (!project || !supplier) continue;
    const known = contracts.get(contractKey(row));
    if (known && (known.contractName !== row.contractName || known.supplierId !== supplier.id)) {
      problem(row.row, 'contractName', 'device.import.contractMismatch');
      continue;
    }
    const contract = known ?? {
      projectId: project.id,
      projectName: project.projectName,
      supplierId: supplier.id,
      supplierName: supplier.orgName,
      contractNo: row.contractNo,
      contractName: row.contractName,
      tags: [],
      firstRow: row,
    };
    contracts.set(contractKey(row), contract);
    contract.tags.push({
      weihao: row.weihao,
      itemName: row.itemName,
      pumpId: pump?.id ?? 0,
      equipmentType: pump?.bengType ?? 0,
      quantity: row.quantity === '' ? 1 : Number(row.quantity),
    });
  }
  return { plans: [...contracts.values()].map(({ firstRow: _first, ...plan }) => plan), problems };
}
