import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TagDelivery } from '@sddp/shared';
import { ConfirmButton } from '@/components/list/confirm';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FailedWithRetry } from '@/components/ui/failed-with-retry';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useSubmitTag, useTagDelivery } from '../api/supplier-delivery';
import { CompletenessBar, DeliveryStatusTag } from '../shared-ui/delivery-status';
import { TagDocuments } from './tag-documents';
import { TagValuesForm } from './tag-values-form';

/** The tag, its class and contract terms, and where its delivery stands. */
function TagSummary({ delivery }: { delivery: TagDelivery }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
      <dt className="text-muted-foreground">{t('ui.device.place.class')}</dt>
      <dd>{delivery.classCode ? `${delivery.classCode} ${delivery.className}` : t('ui.device.place.classNotSet')}</dd>
      <dt className="text-muted-foreground">{t('ui.device.contractNo')}</dt>
      <dd>{delivery.contractNo}</dd>
      <dt className="text-muted-foreground">{t('ui.device.terms.dueDate')}</dt>
      <dd>{delivery.dueDate || t('ui.device.terms.notSet')}</dd>
      <dt className="text-muted-foreground">{t('ui.device.terms.contractor')}</dt>
      <dd>{delivery.contractorName || t('ui.device.terms.noContractor')}</dd>
      <dt className="text-muted-foreground">{t('ui.delivery.statusColumn')}</dt>
      <dd>
        <DeliveryStatusTag status={delivery.status} />
      </dd>
      <dt className="text-muted-foreground">{t('ui.delivery.completeness')}</dt>
      <dd>
        <CompletenessBar value={delivery.completeness} label={t('ui.delivery.completeness')} />
      </dd>
    </dl>
  );
}

/** A supplier's form for one tag: the class's properties, its documents, and Submit. */
export function TagDeliveryPage({ tagId }: { tagId: number }) {
  const { t } = useTranslation();
  const delivery = useTagDelivery(tagId);
  const submit = useSubmitTag();
  const data = delivery.data;
  const editable = data !== undefined && data.classCode !== '' && (data.status === 'draft' || data.status === 'rejected');
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        {data ? (
          <Button asChild variant="outline" size="sm">
            <Link to="/delivery/mine" search={{ projectId: data.projectId, contractId: data.contractId }}>
              <ArrowLeftIcon aria-hidden />
              {t('ui.delivery.tag.back')}
            </Link>
          </Button>
        ) : null}
        <h1 className="text-xl font-semibold">
          {t('route.deliveryTag')}
          {data ? ` · ${data.tagNumber}` : ''}
        </h1>
      </div>
      {delivery.isPending ? <Skeleton className="h-64 w-full" aria-label={t('ui.common.loading')} /> : null}
      {delivery.isError ? <FailedWithRetry message={delivery.error.message} onRetry={() => void delivery.refetch()} /> : null}
      {data ? (
        <>
          <Card className="gap-3 p-4">
            <TagSummary delivery={data} />
            {data.classCode === '' ? <p role="status">{t('error.delivery.classNotSet')}</p> : null}
            {data.status === 'submitted' ? <p role="status">{t('ui.delivery.tag.waitingReview')}</p> : null}
            {data.status === 'rejected' ? (
              <p role="status" className="text-destructive">
                {t('ui.delivery.tag.sentBackHint')}
              </p>
            ) : null}
          </Card>
          <Card className="gap-4 p-4">
            <h2 className="text-base font-semibold">{t('ui.delivery.tag.properties')}</h2>
            {/* A save, a new revision or a refused stale save replaces the tag: the form starts again from it. */}
            <TagValuesForm key={data.version} delivery={data} editable={editable} />
          </Card>
          <Card className="gap-4 p-4">
            <h2 className="text-base font-semibold">{t('ui.delivery.tag.documents')}</h2>
            <TagDocuments delivery={data} editable={editable} />
          </Card>
          {editable ? (
            <div className="flex flex-wrap items-center gap-3">
              <ConfirmButton
                title={t('ui.delivery.tag.confirmSubmit', { tagNumber: data.tagNumber })}
                description={t('ui.delivery.tag.confirmSubmitHint')}
                disabled={submit.isPending}
                onConfirm={() =>
                  submit.mutate(
                    { tagId: data.tagId, version: data.version },
                    { onSuccess: () => toast.success(t('ui.delivery.tag.submitted')) },
                  )
                }
              >
                {t('ui.delivery.tag.submit')}
              </ConfirmButton>
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
