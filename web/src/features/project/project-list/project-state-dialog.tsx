import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { projectNameIn, type ProjectRow } from '@sddp/shared';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { currentOfStaleEdit } from '@/lib/forms/stale-edit';
import { useDebouncedAction } from '@/lib/use-debounced-action';
import { useUpdateProjectStateMutation } from '../api/update-project-state';
import { ProjectStateRadios } from './project-state-radios';

/** Spec §2.14/§4: any state may be picked; the submit is debounced by 1 s. */
export function ProjectStateDialog({ project }: { project: ProjectRow }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState(project.state);
  // The version the dialog was opened on: a change from an older one is refused instead of overwriting.
  const [version, setVersion] = useState(project.version);
  const update = useUpdateProjectStateMutation();

  const changeOpen = (next: boolean) => {
    if (next) {
      setState(project.state);
      setVersion(project.version);
    }
    setOpen(next);
  };

  const send = useDebouncedAction(() =>
    update.mutate(
      { projectId: project.projectId, state, version },
      {
        onSuccess: () => {
          toast.success(t('message.projectStateChanged'));
          setOpen(false);
        },
        onError: (error) => {
          const current = currentOfStaleEdit<ProjectRow>(error);
          if (!current) return;
          setState(current.state);
          setVersion(current.version);
        },
      },
    ),
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="link" size="sm" className="h-auto px-1">
          {t('ui.project.list.adjustState')}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('ui.project.stateDialog.title')}</DialogTitle>
          <DialogDescription>{projectNameIn(project, i18n.language)}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-6">
          <ProjectStateRadios
            id={`project-state-${project.projectId}`}
            label={t('ui.project.stateDialog.label')}
            value={state}
            onChange={setState}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t('ui.common.cancel')}</Button>
            </DialogClose>
            <SubmitButton
              size="default"
              pending={update.isPending}
              label={t('ui.common.submit')}
              pendingLabel={t('ui.common.submitting')}
            />
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
