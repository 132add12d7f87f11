import { ChevronDownIcon, UserIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * The navbar's user menu button, the same with or without the menu's code: user-menu.tsx renders it alone
 * until the menu is wanted, user-menu-dropdown.tsx as the Radix trigger (which adds its props and ref).
 */
export function UserMenuButton({ name, ...props }: ComponentProps<'button'> & { name: string }) {
  const { t } = useTranslation();
  return (
    // Named by what it shows, the user's name, then what it is (WCAG 2.5.3, label in name).
    <Button variant="ghost" className="gap-2" {...props}>
      <span className="flex size-7 items-center justify-center rounded-full bg-primary/10 text-primary">
        <UserIcon className="size-4" aria-hidden />
      </span>
      <span className="max-w-40 truncate">{name}</span>
      <span className="sr-only">{` ${t('ui.layout.userMenu')}`}</span>
      <ChevronDownIcon className="size-4 text-muted-foreground" aria-hidden />
    </Button>
  );
}
