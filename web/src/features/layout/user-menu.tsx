import type { Language } from '@sddp/shared';
import { useNavigate } from '@tanstack/react-router';
import { ChevronDownIcon, KeyRoundIcon, LanguagesIcon, LogOutIcon, UserIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
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
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { changeLanguage, currentLanguage, preloadLanguage } from '@/i18n';
import { signOut } from '@/lib/session/sign-out';
import { tabStore } from '@/lib/tabs/tab-store';

/** Its form kit loads when the dialog first opens (or the menu that offers it does), not with every page. */
const ChangePasswordDialog = lazyDialog(() => import('./change-password-dialog').then((module) => module.ChangePasswordDialog));

/** Spec §2.12: personal center, change password, language, logout. */
export function UserMenu({ name }: { name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [passwordOpen, setPasswordOpen] = useState(false);

  const switchLanguage = async (language: string) => {
    await changeLanguage(language as Language);
    tabStore.closeAll();
    await navigate({ to: '/dashboard' });
  };

  const preloadChoices = () => {
    ChangePasswordDialog.preload();
    preloadLanguage(currentLanguage() === 'en' ? 'zh' : 'en');
  };

  return (
    <>
      <DropdownMenu modal={false} onOpenChange={(open) => open && preloadChoices()}>
        <DropdownMenuTrigger asChild>
          {/* Named by what it shows, the user's name, then what it is (WCAG 2.5.3, label in name). */}
          <Button variant="ghost" className="gap-2">
            <span className="flex size-7 items-center justify-center rounded-full bg-primary/10 text-primary">
              <UserIcon className="size-4" aria-hidden />
            </span>
            <span className="max-w-40 truncate">{name}</span>
            <span className="sr-only">{` ${t('ui.layout.userMenu')}`}</span>
            <ChevronDownIcon className="size-4 text-muted-foreground" aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-48">
          <DropdownMenuItem onSelect={() => void navigate({ to: '/profile/index' })}>
            <UserIcon aria-hidden />
            {t('ui.layout.profile')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setPasswordOpen(true)}>
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
      <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} />
    </>
  );
}
