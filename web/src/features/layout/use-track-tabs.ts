import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { matchAppRoute } from '@/lib/route-match';
import { tabStore } from '@/lib/tabs/tab-store';

/** Visiting a screen opens (or activates) its tab. */
export function useTrackTabs(): void {
  const location = useLocation();
  useEffect(() => {
    const match = matchAppRoute(location.pathname);
    if (!match || match.route.public) return;
    const search = location.search as Record<string, unknown>;
    tabStore.open({ path: location.pathname, search, title: match.route.title, orgName: match.orgName });
  }, [location.pathname, location.search]);
}
