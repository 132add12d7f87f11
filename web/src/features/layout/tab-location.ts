import type { LinkProps } from '@tanstack/react-router';
import type { Tab } from '@/lib/tabs/tabs';

/** Tabs hold paths from the route table, so they are typed as strings, not as router paths. */
export function tabLocation(tab: Tab) {
  return { to: tab.path, search: tab.search ?? {} } as unknown as Pick<LinkProps, 'to' | 'search'>;
}
