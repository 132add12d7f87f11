import type { Editor } from '@tiptap/react';
import {
  BoldIcon,
  Heading2Icon,
  ImageIcon,
  ItalicIcon,
  ListIcon,
  ListOrderedIcon,
  PaperclipIcon,
  QuoteIcon,
  StrikethroughIcon,
  UnderlineIcon,
  VideoIcon,
} from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoticeUploadKind } from '@sddp/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

interface EditorToolbarProps {
  editor: Editor;
  uploading: boolean;
  onUpload: (file: File, kind: NoticeUploadKind) => void;
}

const ACCEPT: Record<NoticeUploadKind, string> = {
  image: 'image/png,image/jpeg,image/gif,image/webp',
  video: 'video/mp4,video/webm,video/ogg',
  attachment: '',
};

function ToolButton({ label, active, onClick, children }: { label: string; active?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button
      type="button"
      variant={active ? 'secondary' : 'ghost'}
      size="icon"
      aria-label={label}
      aria-pressed={active}
      title={label}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** Formatting, and image, video and attachment uploads (spec §2.24), every one reachable by keyboard. */
export function EditorToolbar({ editor, uploading, onUpload }: EditorToolbarProps) {
  const { t } = useTranslation();
  const inputs = {
    image: useRef<HTMLInputElement>(null),
    video: useRef<HTMLInputElement>(null),
    attachment: useRef<HTMLInputElement>(null),
  };
  const chain = () => editor.chain().focus();
  const marks = [
    { name: 'bold', icon: <BoldIcon />, run: () => chain().toggleBold().run() },
    { name: 'italic', icon: <ItalicIcon />, run: () => chain().toggleItalic().run() },
    { name: 'underline', icon: <UnderlineIcon />, run: () => chain().toggleUnderline().run() },
    { name: 'strike', icon: <StrikethroughIcon />, run: () => chain().toggleStrike().run() },
    { name: 'heading', icon: <Heading2Icon />, run: () => chain().toggleHeading({ level: 2 }).run(), attrs: { level: 2 } },
    { name: 'bulletList', icon: <ListIcon />, run: () => chain().toggleBulletList().run() },
    { name: 'orderedList', icon: <ListOrderedIcon />, run: () => chain().toggleOrderedList().run() },
    { name: 'blockquote', icon: <QuoteIcon />, run: () => chain().toggleBlockquote().run() },
  ] as const;
  const uploads = [
    { kind: 'image', icon: <ImageIcon />, label: t('ui.notice.editor.image') },
    { kind: 'video', icon: <VideoIcon />, label: t('ui.notice.editor.video') },
  ] as const;
  return (
    <div role="toolbar" aria-label={t('ui.notice.editor.toolbar')} className="flex flex-wrap items-center gap-1 border-b p-1">
      {marks.map((mark) => (
        <ToolButton
          key={mark.name}
          label={t(`ui.notice.editor.${mark.name}`)}
          active={editor.isActive(mark.name, 'attrs' in mark ? mark.attrs : undefined)}
          onClick={mark.run}
        >
          {mark.icon}
        </ToolButton>
      ))}
      {uploads.map((upload) => (
        <ToolButton key={upload.kind} label={upload.label} onClick={() => inputs[upload.kind].current?.click()}>
          {upload.icon}
        </ToolButton>
      ))}
      <Button type="button" variant="outline" size="sm" onClick={() => inputs.attachment.current?.click()}>
        <PaperclipIcon aria-hidden />
        {t('ui.notice.editor.attachment')}
      </Button>
      {uploading ? <Spinner aria-label={t('ui.notice.editor.uploading')} /> : null}
      {(['image', 'video', 'attachment'] as const).map((kind) => (
        <input
          key={kind}
          ref={inputs[kind]}
          type="file"
          hidden
          accept={ACCEPT[kind] || undefined}
          data-testid={`notice-upload-${kind}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onUpload(file, kind);
          }}
        />
      ))}
    </div>
  );
}
