import { useLocation } from '@tanstack/react-router';
import { ConstructionIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardDescription, CardHeader } from '@/components/ui/card';
import { matchAppRoute } from '@/lib/route-match';
import { routeTitleKey } from '@/lib/route-title';

/** Stands in for a screen a later issue builds, so the menu and the guards already work. */
export function PlaceholderPage() {
  const { t } = useTranslation();
  const pathname = useLocation({ select: (location) => location.pathname });
  const match = matchAppRoute(pathname);
  const title = match ? t(routeTitleKey(match.route.title)) : t('product.title');
  return (
    <Card className="mx-auto w-full max-w-2xl">
      <CardHeader className="justify-items-center gap-3 text-center">
        <ConstructionIcon className="size-10 text-primary" aria-hidden />
        <h1 className="text-lg font-semibold">
          {title}
          {match?.orgName ? ` · ${match.orgName}` : null}
        </h1>
        <CardDescription>{t('ui.placeholder.comingSoon')}</CardDescription>
      </CardHeader>
    </Card>
  );
}
