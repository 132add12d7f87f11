import { DownloadIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useImportTemplateMutation } from '../api/import-template';
import { downloadUrl } from './download-url';

/** Fetches a fresh link to the template workbook and downloads it. */
export function DownloadTemplateButton() {
  const { t } = useTranslation();
  const template = useImportTemplateMutation();
  const download = () => template.mutate(undefined, { onSuccess: ({ url, fileName }) => downloadUrl(url, fileName) });
  return (
    <Button variant="outline" onClick={download} disabled={template.isPending} aria-busy={template.isPending}>
      {template.isPending ? <Spinner /> : <DownloadIcon aria-hidden />}
      {t('ui.org.downloadTemplate')}
    </Button>
  );
}
