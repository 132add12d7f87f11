import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

interface ImagePreviewDialogProps {
  image: { name: string; url: string } | undefined;
  onClose: () => void;
}

export function ImagePreviewDialog({ image, onClose }: ImagePreviewDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={!!image} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('ui.common.close')} className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('ui.upload.previewTitle')}</DialogTitle>
          <DialogDescription className="truncate">{image?.name}</DialogDescription>
        </DialogHeader>
        {image ? <img src={image.url} alt={image.name} className="max-h-[70vh] w-full rounded-md object-contain" /> : null}
      </DialogContent>
    </Dialog>
  );
}
