import { Link } from '@tanstack/react-router';
import { XIcon } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ContextMenu, ContextMenuContent, ContextMenuItem, ContextMenuSeparator, ContextMenuTrigger } from '@/components/ui/context-menu';
import { cn } from '@/lib/cn';
import { routeTitleKey } from '@/lib/route-title';
import { HOME_PATH, type Tab } from '@/lib/tabs/tabs';
import { tabLocation } from './tab-location';

export interface TabActions {
  refresh: (tab: Tab) => void;
  close: (tab: Tab) => void;
  closeOthers: (tab: Tab) => void;
  closeAll: () => void;
}

interface TabItemProps {
  tab: Tab;
  active: boolean;
  actions: TabActions;
}

/** Shift+F10 and the ContextMenu key open the menu under the focused tab, not at the pointer. */
function openMenuFromKeyboard(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'ContextMenu' && !(event.shiftKey && event.key === 'F10')) return;
  event.preventDefault();
  const rect = event.currentTarget.getBoundingClientRect();
  event.currentTarget.dispatchEvent(
    new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: rect.left, clientY: rect.bottom }),
  );
}

export function TabItem({ tab, active, actions }: TabItemProps) {
  const { t } = useTranslation();
  const title = tab.orgName ?? t(routeTitleKey(tab.title));
  const closable = tab.path !== HOME_PATH;
  return (
    <ContextMenu>
      <ContextMenuTrigger asChild>
        <li
          data-active={active}
          data-surface={active ? 'primary' : undefined}
          className={cn(
            'group flex h-7 shrink-0 items-center rounded-sm border bg-background text-xs text-muted-foreground',
            'data-[active=true]:border-primary data-[active=true]:bg-primary data-[active=true]:text-primary-foreground',
          )}
        >
          <Link
            {...tabLocation(tab)}
            aria-current={active ? 'page' : undefined}
            onKeyDown={openMenuFromKeyboard}
            className="flex h-full items-center gap-1.5 rounded-sm px-2.5"
          >
            {active ? <span className="size-1.5 rounded-full bg-current" aria-hidden /> : null}
            {title}
          </Link>
          {closable ? (
            <button
              type="button"
              aria-label={t('ui.layout.closeTab', { title })}
              onClick={() => actions.close(tab)}
              className="mr-1 flex size-4 items-center justify-center rounded-full hover:bg-black/15"
            >
              <XIcon className="size-3" aria-hidden />
            </button>
          ) : null}
        </li>
      </ContextMenuTrigger>
      <ContextMenuContent aria-label={t('ui.layout.tabActions')}>
        <ContextMenuItem onSelect={() => actions.refresh(tab)}>{t('ui.layout.refresh')}</ContextMenuItem>
        {closable ? <ContextMenuItem onSelect={() => actions.close(tab)}>{t('ui.layout.close')}</ContextMenuItem> : null}
        <ContextMenuSeparator />
        <ContextMenuItem onSelect={() => actions.closeOthers(tab)}>{t('ui.layout.closeOthers')}</ContextMenuItem>
        <ContextMenuItem onSelect={actions.closeAll}>{t('ui.layout.closeAll')}</ContextMenuItem>
      </ContextMenuContent>
    </ContextMenu>
  );
}
