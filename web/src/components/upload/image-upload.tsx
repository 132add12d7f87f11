import { ImageIcon, Trash2Icon, UploadIcon } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_IMAGE_TYPES } from '@sddp/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-error';
import { imageFileProblem, uploadImage, UPLOAD_MAX_MB, type UploadPurpose } from '@/lib/upload/upload-image';
import { ImagePreviewDialog } from './image-preview-dialog';

interface Uploaded {
  name: string;
  url: string;
}

interface ImageUploadProps {
  /** The file input's id; a FieldLabel points at it. */
  id: string;
  purpose: UploadPurpose;
  /** The image already on record, shown until a new one replaces it. */
  currentUrl?: string;
  /** The uploaded object's key, or undefined when the upload was removed or failed. */
  onChange: (key: string | undefined) => void;
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
}

/**
 * One image (spec §2.9: max 1 file) sent straight to the bucket with a presigned PUT. A failed
 * upload clears the busy state and the file list (spec §8) and says so.
 */
export function ImageUpload({ id, purpose, currentUrl, onChange, onBusyChange, disabled }: ImageUploadProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [uploaded, setUploaded] = useState<Uploaded>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [preview, setPreview] = useState<Uploaded>();
  const shown = uploaded ?? (currentUrl ? { name: t('ui.upload.current'), url: currentUrl } : undefined);

  useEffect(() => () => revoke(uploaded), [uploaded]);

  const setBusyState = (value: boolean) => {
    setBusy(value);
    onBusyChange?.(value);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const fault = imageFileProblem(file);
    setProblem(fault ? t(fault, { maxMb: UPLOAD_MAX_MB }) : undefined);
    if (fault) return;
    setBusyState(true);
    try {
      const key = await uploadImage(file, purpose);
      setUploaded({ name: file.name, url: URL.createObjectURL(file) });
      onChange(key);
    } catch (error) {
      setUploaded(undefined);
      onChange(undefined);
      // The API client has already shown a server answer; a failed PUT is ours to report.
      if (!isApiError(error)) toast.error(t('ui.upload.failed'));
    } finally {
      setBusyState(false);
    }
  };

  const remove = () => {
    setUploaded(undefined);
    onChange(undefined);
  };

  return (
    <div className="flex flex-col gap-2">
      <input
        ref={input}
        id={id}
        type="file"
        accept={UPLOAD_IMAGE_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        disabled={disabled || busy}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void choose(event)}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" onClick={() => input.current?.click()} disabled={disabled || busy} aria-busy={busy}>
          {busy ? <Spinner /> : <UploadIcon aria-hidden />}
          {busy ? t('ui.upload.uploading') : t('ui.upload.choose')}
        </Button>
        <span id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t('ui.upload.hint', { maxMb: UPLOAD_MAX_MB })}
        </span>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      {shown ? (
        <ul aria-label={t('ui.upload.fileList')} className="flex flex-col gap-2">
          <li className="flex items-center gap-3 rounded-md border bg-muted/40 p-2">
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => setPreview(shown)}
              aria-label={t('ui.upload.preview', { name: shown.name })}
              className="size-14 shrink-0 overflow-hidden rounded border bg-background"
            >
              {shown.url ? <img src={shown.url} alt="" className="size-full object-cover" /> : <ImageIcon aria-hidden />}
            </button>
            <span className="min-w-0 flex-1 truncate text-sm">{shown.name}</span>
            {uploaded ? (
              <Button variant="ghost" size="icon" onClick={remove} disabled={busy} aria-label={t('ui.upload.remove', { name: shown.name })}>
                <Trash2Icon aria-hidden />
              </Button>
            ) : null}
          </li>
        </ul>
      ) : null}
      <ImagePreviewDialog image={preview} onClose={() => setPreview(undefined)} />
    </div>
  );
}

function revoke(item: Uploaded | undefined) {
  if (item?.url.startsWith('blob:')) URL.revokeObjectURL(item.url);
}
