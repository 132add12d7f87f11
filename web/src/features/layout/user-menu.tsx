import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { currentLanguage, preloadLanguage } from '@/i18n';
import { lazyModule } from '@/lib/lazy-module';
import { useLazyMenu } from './lazy-menu';
import { UserMenuButton } from './user-menu-button';

/** Its form kit loads when the dialog first opens (or the menu that offers it does), not with every page. */
const ChangePasswordDialog = lazyDialog(() => import('./change-password-dialog').then((module) => module.ChangePasswordDialog));

/** The Radix menu (and its popper, focus and dismiss layers) loads when the user reaches for it (issue 16). */
const dropdown = lazyModule(() => import('./user-menu-dropdown').then((module) => module.UserMenuDropdown));

/** The keys that open Radix's dropdown from its trigger. */
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/** Spec §2.12: personal center, change password, language, logout. */
export function UserMenu({ name }: { name: string }) {
  const [passwordOpen, setPasswordOpen] = useState(false);
  const { Menu, opening, open, trigger, preload } = useLazyMenu(dropdown);

  const preloadChoices = () => {
    ChangePasswordDialog.preload();
    preloadLanguage(currentLanguage() === 'en' ? 'zh' : 'en');
  };

  // Before the menu's code is there: the same button, announced as a closed menu button, whose first press
  // loads the menu and then opens it as that press would have (see useLazyMenu).
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button === 0 && !event.ctrlKey) open(event.nativeEvent, event.currentTarget);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (OPEN_KEYS.has(event.key)) open(event.nativeEvent, event.currentTarget);
  };

  return (
    <>
      {Menu ? (
        <Menu name={name} opening={opening} onOpen={preloadChoices} onChangePassword={() => setPasswordOpen(true)} />
      ) : (
        <UserMenuButton
          name={name}
          ref={trigger}
          aria-haspopup="menu"
          aria-expanded={false}
          data-state="closed"
          onPointerEnter={preload}
          onFocus={preload}
          onPointerDown={onPointerDown}
          onKeyDown={onKeyDown}
        />
      )}
      <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} />
    </>
  );
}
