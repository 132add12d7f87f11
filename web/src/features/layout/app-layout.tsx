import { useSuspenseQuery } from '@tanstack/react-query';
import { Outlet, useLocation } from '@tanstack/react-router';
import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import { DISPLAY } from '@sddp/shared';
import { focusPageHeading } from '@/lib/focus/page-heading';
import { useKeyboardScrollable } from '@/lib/focus/use-keyboard-scrollable';
import { userInfoQueryOptions } from '@/lib/session/session-queries';
import { useMediaQuery } from '@/lib/use-media-query';
import { AppSidebar } from './app-sidebar';
import { Navbar } from './navbar';
import { PasswordExpiryBanner } from './password-expiry-banner';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TabBar } from './tab-bar';
import { useLeavingScreen } from './use-leaving-screen';
import { useRefresh } from './use-refresh';
import { useTrackTabs } from './use-track-tabs';

const MobileDrawer = lazy(() => import('./mobile-drawer').then((module) => ({ default: module.MobileDrawer })));

const MOBILE_QUERY = `(max-width: ${DISPLAY.mobileBreakpointPx - 1}px)`;

/** Spec §2.3: sidebar (a drawer below 992 px), navbar, tab bar and the screen. */
export function AppLayout({ navbarExtras }: { navbarExtras?: ReactNode } = {}) {
  const { data: info } = useSuspenseQuery(userInfoQueryOptions());
  const account = { permissions: info.roles, userRole: info.user.userRole };
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [refreshKey, refresh] = useRefresh();
  const pathname = useLocation({ select: (location) => location.pathname });
  useTrackTabs();

  useEffect(() => setDrawerOpen(false), [pathname, isMobile]);
  // The drawer closes when a menu entry is chosen: focus then belongs to the new screen, not the toggle.
  const drawerPath = useRef(pathname);
  const openDrawer = (open: boolean) => {
    drawerPath.current = pathname;
    setDrawerOpen(open);
  };
  const focusAfterDrawer = (event: Event) => {
    if (drawerPath.current === pathname) return;
    event.preventDefault();
    focusPageHeading();
  };

  const mainRef = useKeyboardScrollable();
  // The screen being left takes no more clicks: a dialog opened on it would vanish when the next one shows.
  const leaving = useLeavingScreen();

  const toggleSidebar = () => (isMobile ? openDrawer(!drawerOpen) : setCollapsed((value) => !value));

  return (
    <div className="flex h-svh overflow-hidden bg-muted/60">
      <SkipLink />
      {isMobile ? (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onOpenChange={openDrawer} onCloseAutoFocus={focusAfterDrawer}>
            <AppSidebar account={account} collapsed={false} />
          </MobileDrawer>
        </Suspense>
      ) : (
        <AppSidebar account={account} collapsed={collapsed} />
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <Navbar
          userName={info.user.loginName || info.user.userCode}
          sidebarExpanded={isMobile ? drawerOpen : !collapsed}
          sidebarIsDrawer={isMobile}
          onToggleSidebar={toggleSidebar}
          extras={navbarExtras}
        />
        <PasswordExpiryBanner pwdExpireTime={info.pwdExpireTime} />
        <TabBar onRefresh={refresh} />
        <main
          key={refreshKey}
          ref={mainRef}
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          inert={leaving}
          aria-busy={leaving || undefined}
          className="flex-1 overflow-auto p-4 transition-opacity aria-busy:opacity-60 aria-busy:delay-150"
        >
          <Outlet />
        </main>
      </div>
    </div>
  );
}
