import { useEffect, useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyModule } from '@/lib/lazy-module';
import { routeTitleKey } from '@/lib/route-title';
import { HOME_PATH, type Tab } from '@/lib/tabs/tabs';
import { useLazyMenu } from './lazy-menu';
import { isMenuKey, TabChip } from './tab-chip';

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

/** The Radix context menu (and its popper, focus and dismiss layers) loads when a tab's menu is first wanted (issue 16). */
const contextMenu = lazyModule(() => import('./tab-context-menu').then((module) => module.TabContextMenu));

/** How long a touch or pen rests on a tab before its menu opens, as Radix's context menu trigger waits. */
const LONG_PRESS_MS = 700;

export function TabItem({ tab, active, actions }: TabItemProps) {
  const { t } = useTranslation();
  const { Menu, opening, open, trigger, preload } = useLazyMenu(contextMenu);
  const longPress = useRef(0);
  useEffect(() => () => window.clearTimeout(longPress.current), []);

  const title = tab.orgName ?? t(routeTitleKey(tab.title));
  const closable = tab.path !== HOME_PATH;
  const chip = { tab, title, active, closable };
  if (Menu) return <Menu {...chip} actions={actions} opening={opening} />;

  // Before the menu's code is there: a right click, Shift+F10, the ContextMenu key or a long touch loads it
  // and then opens it as that event would have (at the pointer, or under the tab from the keyboard).
  const clearLongPress = (event: PointerEvent) => event.pointerType !== 'mouse' && window.clearTimeout(longPress.current);
  const startLongPress = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') return;
    preload();
    window.clearTimeout(longPress.current);
    const { clientX, clientY, target } = event;
    longPress.current = window.setTimeout(
      () => open(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX, clientY }), target),
      LONG_PRESS_MS,
    );
  };
  return (
    <TabChip
      {...chip}
      ref={trigger}
      data-state="closed"
      style={{ WebkitTouchCallout: 'none' }}
      onPointerEnter={preload}
      onFocus={preload}
      onContextMenu={(event) => open(event.nativeEvent, event.target)}
      onPointerDown={startLongPress}
      onPointerMove={clearLongPress}
      onPointerUp={clearLongPress}
      onPointerCancel={clearLongPress}
      onClose={() => actions.close(tab)}
      onLinkKeyDown={(event) => isMenuKey(event) && open(event.nativeEvent, event.currentTarget)}
    />
  );
}
