import { useMutation } from '@tanstack/react-query';
import { WarehouseIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { inventorySso } from '@sddp/shared';
import { Button } from '@/components/ui/button';
import { callEndpoint } from '@/lib/api-client';

/**
 * Spec §2.10 and §4: the server registers the account when needed and answers the inventory page's
 * URL; the tab is opened on the click itself (so no popup blocker stops it) and sent there once the
 * URL is known, or closed when the server refuses (its message shows as a toast).
 */
export function InventoryButton() {
  const { t } = useTranslation();
  const handOver = useMutation({ mutationFn: () => callEndpoint(inventorySso, {}) });
  const go = () => {
    const tab = window.open('about:blank', '_blank');
    if (tab) tab.opener = null;
    handOver.mutate(undefined, {
      onSuccess: ({ url }) => {
        if (tab) tab.location.href = url;
        else window.open(url, '_blank', 'noopener');
      },
      onError: () => tab?.close(),
    });
  };
  return (
    <Button type="button" variant="outline" className="self-start" disabled={handOver.isPending} onClick={go}>
      <WarehouseIcon aria-hidden />
      {handOver.isPending ? t('ui.sso.inventoryRedirecting') : t('ui.sso.inventory')}
    </Button>
  );
}
