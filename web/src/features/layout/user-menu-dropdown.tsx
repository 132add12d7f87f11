import { useNavigate } from '@tanstack/react-router';
import { KeyRoundIcon, LanguagesIcon, LogOutIcon, UserIcon } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@sddp/shared';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { changeLanguage, currentLanguage } from '@/i18n';
import { signOut } from '@/lib/session/sign-out';
import { tabStore } from '@/lib/tabs/tab-store';
import { useReplayOpening, type MenuOpening } from './lazy-menu';
import { UserMenuButton } from './user-menu-button';

export interface UserMenuDropdownProps {
  name: string;
  /** The press that asked for the menu before this module had loaded, replayed on the trigger. */
  opening: MenuOpening | undefined;
  onOpen: () => void;
  onChangePassword: () => void;
}

/** Spec §2.12: personal center, change password, language, logout. Reached only by dynamic import (issue 16). */
export function UserMenuDropdown({ name, opening, onOpen, onChangePassword }: UserMenuDropdownProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const triggerRef = useRef<HTMLButtonElement>(null);
  useReplayOpening(triggerRef, opening);

  const switchLanguage = async (language: string) => {
    await changeLanguage(language as Language);
    tabStore.closeAll();
    await navigate({ to: '/dashboard' });
  };

  return (
    <DropdownMenu modal={false} onOpenChange={(open) => open && onOpen()}>
      <DropdownMenuTrigger asChild>
        <UserMenuButton name={name} ref={triggerRef} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48">
        <DropdownMenuItem onSelect={() => void navigate({ to: '/profile/index' })}>
          <UserIcon aria-hidden />
          {t('ui.layout.profile')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onChangePassword}>
          <KeyRoundIcon aria-hidden />
          {t('ui.layout.changePassword')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel className="flex items-center gap-2 text-xs text-muted-foreground">
          <LanguagesIcon className="size-3.5" aria-hidden />
          {t('ui.layout.language')}
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup value={currentLanguage()} onValueChange={(value) => void switchLanguage(value)}>
          <DropdownMenuRadioItem value="en" lang="en">
            {t('ui.common.english')}
          </DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="zh" lang="zh-CN">
            {t('ui.common.chinese')}
          </DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOutIcon aria-hidden />
          {t('ui.layout.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
