import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';

interface MobileDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
  children: ReactNode;
}

/** The sidebar as a drawer below the mobile breakpoint; a chunk of its own, so a desktop never loads the sheet (issue 16). */
export function MobileDrawer({ open, onOpenChange, onCloseAutoFocus, children }: MobileDrawerProps) {
  const { t } = useTranslation();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="w-60 border-none p-0 text-white" onCloseAutoFocus={onCloseAutoFocus}>
        <SheetTitle className="sr-only">{t('ui.layout.navigation')}</SheetTitle>
        {children}
      </SheetContent>
    </Sheet>
  );
}
