import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useItem } from '../api/get-item';
import { ItemForm } from './item-form';

/** The item data sheet of one tag number: an editable form with validation and optimistic concurrency. */
export function ItemPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const item = useItem(id);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        {item.data ? (
          <Button asChild variant="outline" size="sm">
            <Link to="/device/tags" search={{ contractId: item.data.contractId }}>
              <ArrowLeftIcon aria-hidden />
              {t('ui.device.backToTags')}
            </Link>
          </Button>
        ) : null}
        <h1 className="text-xl font-semibold">
          {t('route.deviceItem')}
          {item.data ? ` · ${item.data.weihao} · ${item.data.completeness}%` : ''}
        </h1>
      </div>
      <Card className="p-4">
        {item.isError ? <p role="alert">{t('error.device.tagNotFound')}</p> : null}
        {item.isPending ? <Skeleton className="h-64 w-full" aria-label={t('ui.common.loading')} /> : null}
        {/* A save or a refused stale one resets the form to the sheet as stored. */}
        {item.data ? <ItemForm key={item.data.id} item={item.data} /> : null}
      </Card>
    </div>
  );
}
