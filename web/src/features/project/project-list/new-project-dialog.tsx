import { PlusIcon } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

/** The form and its form kit load when the dialog first opens, or when the pointer or focus reaches its button (issue 16). */
const loadForm = () => import('./new-project-form');
const NewProjectForm = lazy(() => loadForm().then((module) => ({ default: module.NewProjectForm })));
const preloadForm = () => void loadForm().catch(() => undefined);

export function NewProjectDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button onPointerEnter={preloadForm} onFocus={preloadForm}>
          <PlusIcon aria-hidden />
          {t('ui.project.create.open')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('ui.project.create.title')}</DialogTitle>
          <DialogDescription>{t('ui.project.create.description')}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<Spinner aria-label={t('ui.common.loading')} className="mx-auto my-6 size-6" />}>
          <NewProjectForm onCreated={() => setOpen(false)} onCancel={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
