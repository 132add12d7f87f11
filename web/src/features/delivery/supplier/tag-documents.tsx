import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_MAX_BYTES, type RequiredDocument, type TagDelivery } from '@sddp/shared';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useDocumentRevisions, useUploadDocument } from '../api/supplier-delivery';
import { hasReviewNote, ItemReviewNote } from '../shared-ui/item-review-note';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MB`;

/** Every stored revision of the document, newest first, each a download. */
function Revisions({ tagId, documentKey }: { tagId: number; documentKey: string }) {
  const { t } = useTranslation();
  const revisions = useDocumentRevisions(tagId, documentKey, true);
  if (revisions.isPending) return <p className="text-sm text-muted-foreground">{t('ui.common.loading')}</p>;
  return (
    <ol className="flex flex-col gap-1 text-sm" aria-label={t('ui.delivery.tag.revisions')}>
      {(revisions.data ?? []).map((revision) => (
        <li key={revision.revision}>
          <a className="text-primary hover:underline" href={revision.url}>
            {t('ui.delivery.tag.revisionLine', { revision: revision.revision, fileName: revision.fileName })}
          </a>{' '}
          <span className="text-muted-foreground">
            {megabytes(revision.size)} · {revision.uploadedBy}
          </span>
        </li>
      ))}
    </ol>
  );
}

interface DocumentRowProps {
  delivery: TagDelivery;
  document: RequiredDocument;
  editable: boolean;
}

/** One required document: its accepted types, the current revision, earlier ones on request, and an upload. */
function DocumentRow({ delivery, document, editable }: DocumentRowProps) {
  const { t, i18n } = useTranslation();
  const upload = useUploadDocument();
  const [progress, setProgress] = useState<number>();
  const [showRevisions, setShowRevisions] = useState(false);
  const current = delivery.files[document.key];
  const review = delivery.items[document.key];
  const name = i18n.language === 'en' ? document.nameEn : document.nameZh;
  const inputId = `document-${document.key}`;
  const send = (file: File) => {
    if (file.size > DOCUMENT_MAX_BYTES) {
      toast.error(t('validation.delivery.fileSize'));
      return;
    }
    setProgress(0);
    upload.mutate(
      { tagId: delivery.tagId, documentKey: document.key, file, onProgress: setProgress },
      {
        onSuccess: () => toast.success(t('ui.delivery.tag.uploaded', { name, fileName: file.name })),
        onSettled: () => setProgress(undefined),
      },
    );
  };
  return (
    <li className="flex flex-col gap-2 rounded-md border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-medium">
            {name}
            {document.required ? ' *' : ''}
          </p>
          <p className="text-xs text-muted-foreground">{t('ui.delivery.tag.accepts', { extensions: document.extensions.join(', ') })}</p>
        </div>
        {editable ? (
          <div>
            <input
              id={inputId}
              type="file"
              className="sr-only"
              accept={document.extensions.map((extension) => `.${extension}`).join(',')}
              disabled={upload.isPending}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) send(file);
              }}
            />
            <Button asChild variant="outline" size="sm" aria-disabled={upload.isPending}>
              <label htmlFor={inputId} className="cursor-pointer">
                {current ? t('ui.delivery.tag.uploadRevision', { name }) : t('ui.delivery.tag.upload', { name })}
              </label>
            </Button>
          </div>
        ) : null}
      </div>
      {progress !== undefined ? (
        <progress className="w-full" max={1} value={progress} aria-label={t('ui.delivery.tag.uploading', { name })} />
      ) : null}
      {current ? (
        <p className="text-sm">
          {t('ui.delivery.tag.current', { revision: current.revision, fileName: current.fileName, size: megabytes(current.size) })}{' '}
          <Button
            variant="link"
            size="sm"
            className="h-auto px-1"
            aria-expanded={showRevisions}
            onClick={() => setShowRevisions((shown) => !shown)}
          >
            {t('ui.delivery.tag.allRevisions')}
          </Button>
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">{t('ui.delivery.tag.noFile')}</p>
      )}
      {showRevisions ? <Revisions tagId={delivery.tagId} documentKey={document.key} /> : null}
      {hasReviewNote(review) ? (
        <p className="text-sm">
          <ItemReviewNote review={review} />
        </p>
      ) : null}
    </li>
  );
}

/** The class's document types, each with its revisions. */
export function TagDocuments({ delivery, editable }: { delivery: TagDelivery; editable: boolean }) {
  const { t } = useTranslation();
  if (delivery.documents.length === 0) return <p className="text-sm text-muted-foreground">{t('ui.delivery.tag.noDocuments')}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {delivery.documents.map((document) => (
        <DocumentRow key={document.key} delivery={delivery} document={document} editable={editable} />
      ))}
    </ul>
  );
}
