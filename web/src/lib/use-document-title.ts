import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchAppRoute } from './route-match';
import { routeTitleKey } from './route-title';

/** Spec §2.2: '{translated page title} - {product title}'. */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    const match = matchAppRoute(pathname);
    const product = t('product.title');
    document.title = match ? `${t(routeTitleKey(match.route.title))} - ${product}` : product;
  }, [pathname, t]);
}
