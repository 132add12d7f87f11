/** How notice HTML looks, in the editor and when read (no global stylesheet needed). */
export const NOTICE_CONTENT_CLASS =
  'text-sm [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground [&_h2]:my-2 [&_h2]:text-lg [&_h2]:font-semibold [&_img]:my-2 [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-1 [&_pre]:rounded [&_pre]:bg-muted [&_pre]:p-2 [&_ul]:list-disc [&_ul]:pl-6 [&_video]:my-2 [&_video]:max-w-full';
