import { useMutation } from '@tanstack/react-query';
import { DownloadIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { downloadUrl } from './download-url';

/** Fetches a fresh link to an import's template workbook (in the reader's language) and downloads it. */
export function DownloadTemplateButton({ template }: { template: () => Promise<{ url: string; fileName: string }> }) {
  const { t } = useTranslation();
  const link = useMutation({ mutationFn: template });
  const download = () => link.mutate(undefined, { onSuccess: ({ url, fileName }) => downloadUrl(url, fileName) });
  return (
    <Button variant="outline" onClick={download} disabled={link.isPending} aria-busy={link.isPending}>
      {link.isPending ? <Spinner /> : <DownloadIcon aria-hidden />}
      {t('ui.org.downloadTemplate')}
    </Button>
  );
}
