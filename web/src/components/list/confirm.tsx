import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

type ConfirmButtonProps = Omit<React.ComponentProps<typeof Button>, 'onClick' | 'title' | 'asChild'> & {
  /** The question asked, e.g. 'Confirm disable this organisation?'. */
  title: string;
  description?: string;
  onConfirm: () => void | Promise<unknown>;
  onCancel?: () => void;
};

/** A button that asks first: OK runs onConfirm, Cancel (or Escape) runs onCancel. */
export function ConfirmButton({ title, description, onConfirm, onCancel, children, ...buttonProps }: ConfirmButtonProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button {...buttonProps}>{children}</Button>
      </AlertDialogTrigger>
      {/* Without a description Radix wants aria-describedby cleared explicitly. */}
      <AlertDialogContent onEscapeKeyDown={onCancel} {...(description ? {} : { 'aria-describedby': undefined })}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          {description ? <AlertDialogDescription>{description}</AlertDialogDescription> : null}
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={onCancel}>{t('ui.common.cancel')}</AlertDialogCancel>
          <AlertDialogAction onClick={() => void onConfirm()}>{t('ui.list.confirm')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
