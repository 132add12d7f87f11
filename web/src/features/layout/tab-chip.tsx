import { Link } from '@tanstack/react-router';
import { XIcon } from 'lucide-react';
import type { ComponentProps, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { Tab } from '@/lib/tabs/tabs';
import { tabLocation } from './tab-location';

interface TabChipProps extends ComponentProps<'li'> {
  tab: Tab;
  title: string;
  active: boolean;
  closable: boolean;
  onClose: () => void;
  onLinkKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => void;
}

/** Shift+F10 and the ContextMenu key: the keyboard's way to a tab's menu. */
export function isMenuKey(event: KeyboardEvent) {
  return event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');
}

/** Opens the menu under the focused tab, not at the pointer. */
export function openMenuFromKeyboard(event: KeyboardEvent<HTMLElement>) {
  if (!isMenuKey(event)) return;
  event.preventDefault();
  const rect = event.currentTarget.getBoundingClientRect();
  event.currentTarget.dispatchEvent(
    new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: rect.left, clientY: rect.bottom }),
  );
}

/**
 * One tab as the bar shows it, the same with or without its context menu's code: tab-item.tsx renders it
 * alone until the menu is wanted, tab-context-menu.tsx as the Radix trigger (which adds its props and ref).
 */
export function TabChip({ tab, title, active, closable, onClose, onLinkKeyDown, ...props }: TabChipProps) {
  const { t } = useTranslation();
  return (
    <li
      data-active={active}
      data-surface={active ? 'primary' : undefined}
      className={cn(
        'group flex h-7 shrink-0 items-center rounded-sm border bg-background text-xs text-muted-foreground',
        'data-[active=true]:border-primary data-[active=true]:bg-primary data-[active=true]:text-primary-foreground',
      )}
      {...props}
    >
      <Link
        {...tabLocation(tab)}
        aria-current={active ? 'page' : undefined}
        onKeyDown={onLinkKeyDown}
        className="flex h-full items-center gap-1.5 rounded-sm px-2.5"
      >
        {active ? <span className="size-1.5 rounded-full bg-current" aria-hidden /> : null}
        {title}
      </Link>
      {closable ? (
        <button
          type="button"
          aria-label={t('ui.layout.closeTab', { title })}
          onClick={onClose}
          className="mr-1 flex size-4 items-center justify-center rounded-full hover:bg-black/15"
        >
          <XIcon className="size-3" aria-hidden />
        </button>
      ) : null}
    </li>
  );
}
