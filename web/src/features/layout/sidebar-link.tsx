import { Link, type LinkProps } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppRoute } from '@sddp/shared';
import { cn } from '@/lib/cn';
import { routeTitleKey } from '@/lib/route-title';
import { menuIcon } from './menu-icons';

/** Until its code is in, a collapsed link is the bare link: its name is its aria-label either way. */
const SidebarTooltip = lazy(() => import('./sidebar-tooltip').then((module) => ({ default: module.SidebarTooltip })));

export function SidebarLink({ route, collapsed }: { route: AppRoute; collapsed: boolean }) {
  const { t } = useTranslation();
  const Icon = menuIcon(route.path);
  const label = t(routeTitleKey(route.title));
  const link = (
    <Link
      to={route.path as LinkProps['to']}
      aria-label={collapsed ? label : undefined}
      className={cn(
        'flex h-10 items-center gap-3 rounded-md px-3 text-sm text-white/75 transition-colors',
        'hover:bg-white/10 hover:text-white',
        'data-[status=active]:bg-primary data-[status=active]:text-white',
        collapsed && 'justify-center px-0',
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      {collapsed ? null : <span className="truncate">{label}</span>}
    </Link>
  );
  if (!collapsed) return link;
  return (
    <Suspense fallback={link}>
      <SidebarTooltip label={label}>{link}</SidebarTooltip>
    </Suspense>
  );
}
