import { useTranslation } from 'react-i18next';
import type { TagDelivery } from '@sddp/shared';

/** Under an item: why the reviewer sent it back, or that it was approved; nothing otherwise. */
export function ItemReviewNote({ review }: { review: TagDelivery['items'][string] | undefined }) {
  const { t } = useTranslation();
  if (review?.state === 'rejected')
    return <span className="text-destructive">{t('ui.delivery.sentBack', { comment: review.comment })}</span>;
  if (review?.state === 'approved') return <span className="text-success">{t('ui.delivery.itemApproved')}</span>;
  if (review?.state === 'delivered' && review.comment)
    return <span className="text-muted-foreground">{t('ui.delivery.changedAfter', { comment: review.comment })}</span>;
  return null;
}

/** Whether ItemReviewNote has something to say (a field's description is left out otherwise). */
export const hasReviewNote = (review: TagDelivery['items'][string] | undefined) =>
  review?.state === 'rejected' || review?.state === 'approved' || (review?.state === 'delivered' && review.comment !== '');
