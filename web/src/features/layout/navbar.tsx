import { Link, useLocation } from '@tanstack/react-router';
import { ChevronRightIcon, PanelLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { matchAppRoute } from '@/lib/route-match';
import { routeTitleKey } from '@/lib/route-title';
import { HOME_PATH } from '@/lib/tabs/tabs';
import { UserMenu } from './user-menu';

interface NavbarProps {
  userName: string;
  sidebarExpanded: boolean;
  /** Below the mobile breakpoint the sidebar is a drawer (a dialog) the toggle opens; above it, it collapses in place. */
  sidebarIsDrawer?: boolean;
  onToggleSidebar: () => void;
  /** Composed in by the app route (the notices' bell). */
  extras?: ReactNode;
}

export function Navbar({ userName, sidebarExpanded, sidebarIsDrawer = false, onToggleSidebar, extras }: NavbarProps) {
  const { t } = useTranslation();
  const pathname = useLocation({ select: (location) => location.pathname });
  const match = matchAppRoute(pathname);
  return (
    <header className="flex h-14 shrink-0 items-center gap-2 border-b bg-background px-3 shadow-xs">
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('ui.layout.toggleSidebar')}
        aria-expanded={sidebarExpanded}
        aria-haspopup={sidebarIsDrawer ? 'dialog' : undefined}
        onClick={onToggleSidebar}
      >
        <PanelLeftIcon aria-hidden />
      </Button>
      <nav aria-label={t('ui.layout.breadcrumb')} className="min-w-0 flex-1">
        <ol className="flex items-center gap-1 text-sm text-muted-foreground">
          <li>
            <Link to={HOME_PATH} className="rounded-sm hover:text-primary">
              {t('route.dashboard')}
            </Link>
          </li>
          {match && match.route.path !== HOME_PATH ? (
            <li className="flex min-w-0 items-center gap-1">
              <ChevronRightIcon className="size-3.5 shrink-0" aria-hidden />
              <span aria-current="page" className="truncate font-medium text-foreground">
                {match.orgName ?? t(routeTitleKey(match.route.title))}
              </span>
            </li>
          ) : null}
        </ol>
      </nav>
      {extras}
      <UserMenu name={userName} />
    </header>
  );
}
