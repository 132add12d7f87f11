import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoticeUploadKind } from '@sddp/shared';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { noticeFileProblem, uploadNoticeFile } from '../api/upload-notice-file';
import { NOTICE_CONTENT_CLASS } from '../content-class';
import { EditorToolbar } from './editor-toolbar';
import { Video } from './video-node';

interface RichTextEditorProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
}

const EMPTY = '<p></p>';

/** TipTap, loaded only with the notice editor's route; media go straight to storage and in as links. */
export function RichTextEditor({ id, value, onChange, invalid, describedBy }: RichTextEditorProps) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } }), Image, Video],
    content: value || EMPTY,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': t('ui.notice.content'),
        'aria-invalid': String(invalid),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: cn(NOTICE_CONTENT_CLASS, 'min-h-64 px-3 py-2 outline-none'),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // A value set from outside (the notice loaded, a reset) replaces the content.
  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(value || EMPTY, { emitUpdate: false });
  }, [editor, value]);

  const upload = async (file: File, kind: NoticeUploadKind) => {
    const problem = noticeFileProblem(file, kind);
    if (problem) return void toast.error(t(problem));
    setUploading(true);
    try {
      const url = await uploadNoticeFile(file, kind);
      // Collapsed to its end first: an image just inserted stays selected, and inserting would replace it.
      const chain = editor.chain().focus().setTextSelection(editor.state.selection.to);
      if (kind === 'image') chain.setImage({ src: url, alt: file.name }).run();
      else if (kind === 'video') chain.setVideo({ src: url }).run();
      else {
        const text = t('notice.attachment', { name: file.name });
        chain
          .insertContent([
            { type: 'text', text, marks: [{ type: 'link', attrs: { href: url } }] },
            { type: 'text', text: ' ' },
          ])
          .run();
      }
    } catch {
      toast.error(t('ui.notice.editor.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className={cn('relative rounded-md border bg-background', invalid && 'border-destructive')}>
      <EditorToolbar editor={editor} uploading={uploading} onUpload={(file, kind) => void upload(file, kind)} />
      <EditorContent editor={editor} />
      {editor.isEmpty ? (
        <span aria-hidden className="pointer-events-none absolute top-14 left-3 text-sm text-muted-foreground">
          {t('ui.notice.contentPlaceholder')}
        </span>
      ) : null}
    </div>
  );
}
