import { useRouterState } from '@tanstack/react-router';

/**
 * True while the router is on its way to another screen: the URL has changed, the next screen's code or
 * data is still loading, and the screen on show is the one being left. (Not on the first load, and not
 * when only the query changes.)
 */
export function useLeavingScreen(): boolean {
  return useRouterState({
    select: (state) =>
      state.status === 'pending' && state.resolvedLocation !== undefined && state.resolvedLocation.pathname !== state.location.pathname,
  });
}
