import { ERROR_CODE, formatMessage, type ClassRequirements, type Language, type RequiredProperty } from '@sddp/shared';
import { getContract } from '#entities/device';
import { AppError } from '#kit/errors';
import { exportFileName, exportJob, exportSource, onePage } from '#kit/spreadsheet/export-job';
import { contractDeliveries } from '../data/contract-deliveries';
import { SUPPLIER_WORKBOOK_EXPORT, type SupplierWorkbookRow } from '../sheets/supplier-workbook-sheet';

/** How a value is written, in the reader's language: the type with its unit or choices, and whether it is required. */
function formatOf(property: RequiredProperty, language: Language): string {
  const format =
    property.type === 'number'
      ? formatMessage(language, 'import.delivery.format.number', { unit: property.unit ?? '' })
      : property.type === 'choice'
        ? formatMessage(language, 'import.delivery.format.choice', { choices: (property.choices ?? []).join(' / ') })
        : formatMessage(language, `import.delivery.format.${property.type}`);
  return property.required ? `${format} ${formatMessage(language, 'import.delivery.format.required')}` : format;
}

const rowsOfTag = (
  tagNumber: string,
  className: string,
  requirements: ClassRequirements,
  values: Record<string, string>,
  language: Language,
) =>
  requirements.properties.map((property): SupplierWorkbookRow => ({
    row: 0,
    tagNumber,
    className,
    propertyKey: property.key,
    propertyName: language === 'zh' ? property.nameZh : property.nameEn,
    format: formatOf(property, language),
    value: values[property.key] ?? '',
  }));

/** The supplier's workbook of a contract: a row per tag and property its class requires, filled with what is saved. */
export const exportWorkbookJob = exportJob<'delivery.workbookExport'>(async (job) => {
  const contract = await getContract(job.input.contractId);
  if (!contract || contract.supplierId !== job.input.orgId) throw new AppError(ERROR_CODE.notFound, 'error.delivery.tagNotFound');
  const language = job.owner.language;
  const { tags } = await contractDeliveries(contract);
  const rows = tags.flatMap(({ tag, className, requirements, record }) =>
    requirements ? rowsOfTag(tag.tagNumber, className, requirements, record.values, language) : [],
  );
  const fileName = exportFileName(language, 'import.delivery.fileName', { contractNo: contract.contractNo });
  return exportSource(SUPPLIER_WORKBOOK_EXPORT, fileName, onePage(rows));
});
