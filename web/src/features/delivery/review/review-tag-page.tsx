import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TagDelivery } from '@sddp/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FailedWithRetry } from '@/components/ui/failed-with-retry';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { reviewDocumentUrl, useReviewMutation, useReviewTag } from '../api/reviews';
import { changedSinceReview, decisionProblems, initialDecisions, type Decision } from './item-decisions';

interface ItemRow {
  key: string;
  name: string;
  required: boolean;
  shown: ReactNode;
}

/** What the supplier delivered for each item: a value with its unit, or a document's current revision. */
function itemRows(delivery: TagDelivery, language: string): ItemRow[] {
  const name = (item: { nameZh: string; nameEn: string }) => (language === 'en' ? item.nameEn : item.nameZh);
  return [
    ...delivery.properties.map((property) => ({
      key: property.key,
      name: name(property),
      required: property.required,
      shown: delivery.values[property.key] ? `${delivery.values[property.key]}${property.unit ? ` ${property.unit}` : ''}` : '—',
    })),
    ...delivery.documents.map((document) => {
      const file = delivery.files[document.key];
      return {
        key: document.key,
        name: name(document),
        required: document.required,
        shown: file ? (
          <DocumentLink tagId={delivery.tagId} documentKey={document.key} revision={file.revision} fileName={file.fileName} />
        ) : (
          '—'
        ),
      };
    }),
  ];
}

function DocumentLink({
  tagId,
  documentKey,
  revision,
  fileName,
}: {
  tagId: number;
  documentKey: string;
  revision: number;
  fileName: string;
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant="link"
      className="h-auto p-0"
      onClick={() => void reviewDocumentUrl({ tagId, documentKey, revision }).then((url) => window.location.assign(url))}
    >
      {t('ui.delivery.tag.revisionLine', { revision, fileName })}
    </Button>
  );
}

/** One item: what was delivered, whether it changed since the last review, and the reviewer's decision. */
function ItemDecision({
  row,
  delivery,
  decision,
  problem,
  onChange,
}: {
  row: ItemRow;
  delivery: TagDelivery;
  decision: Decision | undefined;
  problem: string | undefined;
  onChange: (decision: Decision) => void;
}) {
  const { t } = useTranslation();
  const id = `decision-${row.key}`;
  return (
    <li className="flex flex-col gap-2 rounded-md border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium" id={`${id}-name`}>
          {row.name}
          {row.required ? ' *' : ''}
        </span>
        {changedSinceReview(delivery, row.key) ? <Badge variant="warning">{t('ui.delivery.review.changed')}</Badge> : null}
      </div>
      <div className="text-sm">{row.shown}</div>
      {decision ? (
        <>
          <RadioGroup
            aria-labelledby={`${id}-name`}
            className="flex flex-wrap gap-4"
            value={decision.approved === undefined ? '' : decision.approved ? 'approve' : 'reject'}
            onValueChange={(value) => onChange({ ...decision, approved: value === 'approve' })}
          >
            <div className="flex items-center gap-2">
              <RadioGroupItem id={`${id}-approve`} value="approve" />
              <Label htmlFor={`${id}-approve`}>{t('ui.delivery.review.approve')}</Label>
            </div>
            <div className="flex items-center gap-2">
              <RadioGroupItem id={`${id}-reject`} value="reject" />
              <Label htmlFor={`${id}-reject`}>{t('ui.delivery.review.reject')}</Label>
            </div>
          </RadioGroup>
          {decision.approved === false ? (
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${id}-comment`}>{t('ui.delivery.review.comment')}</Label>
              <Textarea
                id={`${id}-comment`}
                rows={2}
                value={decision.comment}
                aria-invalid={problem === 'commentRequired'}
                onChange={(event) => onChange({ ...decision, comment: event.target.value })}
              />
            </div>
          ) : null}
          {problem ? (
            <p role="alert" className="text-sm text-destructive">
              {problem === 'commentRequired' ? t('validation.delivery.commentRequired') : t('ui.delivery.review.undecided')}
            </p>
          ) : null}
        </>
      ) : null}
    </li>
  );
}

/** A tag waiting for the reviewer: each delivered item approved or sent back with a reason, sent together. */
export function ReviewTagPage({ tagId }: { tagId: number }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const delivery = useReviewTag(tagId);
  const review = useReviewMutation();
  const [decisions, setDecisions] = useState<Record<string, Decision>>();
  const [checked, setChecked] = useState(false);
  const data = delivery.data;
  const current = decisions ?? (data ? initialDecisions(data) : {});
  const problems = decisionProblems(current);
  const send = () => {
    setChecked(true);
    if (!data || Object.keys(problems).length > 0) return;
    review.mutate(
      {
        tagId: data.tagId,
        version: data.version,
        decisions: Object.entries(current).map(([key, decision]) => ({
          key,
          approved: decision.approved === true,
          comment: decision.comment,
        })),
      },
      {
        onSuccess: (saved) => {
          toast.success(
            t(
              `ui.delivery.review.done.${saved.status === 'rejected' ? 'rejected' : saved.status === 'approved' ? 'approved' : 'forwarded'}`,
            ),
          );
          void navigate({ to: '/delivery/reviews' });
        },
      },
    );
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild variant="outline" size="sm">
          <Link to="/delivery/reviews">
            <ArrowLeftIcon aria-hidden />
            {t('ui.delivery.review.back')}
          </Link>
        </Button>
        <h1 className="text-xl font-semibold">
          {t('route.deliveryReview')}
          {data ? ` · ${data.tagNumber}` : ''}
        </h1>
      </div>
      {delivery.isPending ? <Skeleton className="h-64 w-full" aria-label={t('ui.common.loading')} /> : null}
      {delivery.isError ? <FailedWithRetry message={delivery.error.message} /> : null}
      {data ? (
        <Card className="gap-4 p-4">
          <p className="text-sm text-muted-foreground">
            {t('ui.delivery.review.summary', {
              contractNo: data.contractNo,
              classCode: data.classCode,
              className: data.className,
              step: t(`ui.delivery.review.steps.${data.reviewStep === '90' ? '90' : '91'}`),
            })}
          </p>
          <ul className="flex flex-col gap-3">
            {itemRows(data, i18n.language).map((row) => (
              <ItemDecision
                key={row.key}
                row={row}
                delivery={data}
                decision={current[row.key]}
                problem={checked ? problems[row.key] : undefined}
                onChange={(decision) => setDecisions({ ...current, [row.key]: decision })}
              />
            ))}
          </ul>
          <div>
            <Button onClick={send} disabled={review.isPending} aria-busy={review.isPending}>
              {review.isPending ? t('ui.common.submitting') : t('ui.delivery.review.send')}
            </Button>
          </div>
        </Card>
      ) : null}
    </div>
  );
}
