import { useTranslation } from 'react-i18next';
import { menuRoutes, type AccessHolder } from '@sddp/shared';
import { AppLogo } from '@/components/brand/app-logo';
import { cn } from '@/lib/cn';
import { SidebarLink } from './sidebar-link';

interface AppSidebarProps {
  account: AccessHolder;
  collapsed: boolean;
  className?: string;
}

/** Spec §2.3: the logo, the product title and the routes the account may open. */
export function AppSidebar({ account, collapsed, className }: AppSidebarProps) {
  const { t } = useTranslation();
  return (
    <aside
      data-collapsed={collapsed}
      data-surface="dark"
      className={cn(
        'flex h-full shrink-0 flex-col bg-sidebar text-white transition-[width] duration-200',
        collapsed ? 'w-16' : 'w-60',
        className,
      )}
    >
      {/* The title wraps rather than being cut: in English it takes two or three lines of the sidebar's width. */}
      <div className={cn('flex min-h-14 items-center gap-2 border-b border-white/10 px-4 py-1', collapsed && 'justify-center px-0')}>
        <AppLogo />
        {collapsed ? null : (
          <span data-slot="product-title" className="min-w-0 text-[13px] leading-[1.2] font-semibold break-words">
            {t('product.title')}
          </span>
        )}
      </div>
      <nav aria-label={t('ui.layout.navigation')} className="flex-1 overflow-y-auto p-2">
        <ul className="flex flex-col gap-1">
          {menuRoutes(account).map((route) => (
            <li key={route.path}>
              <SidebarLink route={route} collapsed={collapsed} />
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
