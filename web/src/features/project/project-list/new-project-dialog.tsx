import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { NewProjectForm } from './new-project-form';

export function NewProjectDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <PlusIcon aria-hidden />
          {t('ui.project.create.open')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('ui.common.close')}>
        <DialogHeader>
          <DialogTitle>{t('ui.project.create.title')}</DialogTitle>
          <DialogDescription>{t('ui.project.create.description')}</DialogDescription>
        </DialogHeader>
        <NewProjectForm onCreated={() => setOpen(false)} onCancel={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
