import { useRef, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ContextMenu, ContextMenuContent, ContextMenuItem, ContextMenuSeparator, ContextMenuTrigger } from '@/components/ui/context-menu';
import { useReplayOpening, type MenuOpening } from './lazy-menu';
import { openMenuFromKeyboard, TabChip } from './tab-chip';
import type { TabActions } from './tab-item';

export interface TabContextMenuProps extends Omit<ComponentProps<typeof TabChip>, 'onClose' | 'onLinkKeyDown'> {
  actions: TabActions;
  /** The right click or key that asked for the menu before this module had loaded, replayed on the tab. */
  opening: MenuOpening | undefined;
}

/** Spec §2.3: Refresh / Close / Close Others / Close All on a tab. Reached only by dynamic import (issue 16). */
export function TabContextMenu({ actions, opening, ...chip }: TabContextMenuProps) {
  const { t } = useTranslation();
  const triggerRef = useRef<HTMLLIElement>(null);
  useReplayOpening(triggerRef, opening);
  const { tab, closable } = chip;
  return (
    <ContextMenu>
      <ContextMenuTrigger asChild>
        <TabChip {...chip} ref={triggerRef} onClose={() => actions.close(tab)} onLinkKeyDown={openMenuFromKeyboard} />
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
