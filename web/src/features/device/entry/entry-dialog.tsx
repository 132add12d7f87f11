import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';

interface EntryDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/** The frame of the device entry dialogs: a title and the form. */
export function EntryDialog({ open, onClose, title, children }: EntryDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent aria-describedby={undefined} className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
