import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { tabStore, useTabs } from '@/lib/tabs/tab-store';
import { HOME_TAB, neighbourOf, type Tab } from '@/lib/tabs/tabs';
import { TabItem, type TabActions } from './tab-item';
import { tabLocation } from './tab-location';

/** Spec §2.3: the open pages, Home pinned, with Refresh / Close / Close Others / Close All. */
export function TabBar({ onRefresh }: { onRefresh: () => void }) {
  const { t } = useTranslation();
  const tabs = useTabs();
  const pathname = useLocation({ select: (location) => location.pathname });
  const navigate = useNavigate();
  const list = useRef<HTMLUListElement>(null);

  // With more tabs than fit, the list scrolls: keep the active one in view, whole.
  useEffect(() => {
    list.current?.querySelector('[data-active="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname, tabs.length]);

  const actions: TabActions = {
    refresh: async (tab) => {
      if (tab.path !== pathname) await navigate(tabLocation(tab));
      onRefresh();
    },
    close: (tab) => {
      const next = neighbourOf(tabs, tab.path);
      tabStore.close(tab.path);
      if (tab.path === pathname) void navigate(tabLocation(next));
    },
    closeOthers: (tab) => {
      tabStore.closeOthers(tab.path);
      if (tab.path !== pathname) void navigate(tabLocation(tab));
    },
    closeAll: () => {
      tabStore.closeAll();
      void navigate(tabLocation(HOME_TAB));
    },
  };

  return (
    <nav aria-label={t('ui.layout.openTabs')} className="shrink-0 border-b bg-background px-2 py-0.5">
      {/* The padding keeps the focus ring, drawn outside each tab, inside the scrolling list. */}
      <ul ref={list} className="flex gap-1.5 overflow-x-auto p-1">
        {tabs.map((tab: Tab) => (
          <TabItem key={tab.path} tab={tab} active={tab.path === pathname} actions={actions} />
        ))}
      </ul>
    </nav>
  );
}
