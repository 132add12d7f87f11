import { orgImportTemplate } from '@sddp/shared';
import { DownloadTemplateButton } from '@/components/import/download-template-button';
import { callEndpoint } from '@/lib/api-client';

const template = () => callEndpoint(orgImportTemplate, {});

/** The supplier workbook's template. */
export const SupplierTemplateButton = () => <DownloadTemplateButton template={template} />;
