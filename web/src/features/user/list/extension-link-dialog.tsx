import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '@sddp/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/format-date-time';
import { useDebouncedAction } from '@/lib/use-debounced-action';
import { useIssueExtensionKeyMutation } from '../api/issue-extension-key';
import { CopyField } from '../password/copy-field';

/** "Issue extension link" (issue 12): a one-time extension sign-in link for the account, with a copy button. */
export function ExtensionLinkAction({ user }: { user: UserRow }) {
  const { t } = useTranslation();
  const issue = useIssueExtensionKeyMutation();
  const [link, setLink] = useState<{ url: string; expiresAt: string }>();
  const onIssue = useDebouncedAction(() => issue.mutate(user.id, { onSuccess: setLink }));
  return (
    <>
      <Button variant="link" size="sm" className="px-1" aria-haspopup="dialog" onClick={onIssue} disabled={issue.isPending}>
        {t('ui.user.extension.issue')}
      </Button>
      <Dialog open={link !== undefined} onOpenChange={(next) => !next && setLink(undefined)}>
        <DialogContent className="sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>{t('ui.user.extension.title')}</DialogTitle>
            <DialogDescription>
              {t('ui.user.extension.hint', { time: formatDateTime(link?.expiresAt ?? ''), name: user.linkman || user.userCode })}
            </DialogDescription>
          </DialogHeader>
          {link ? <CopyField id={`extension-link-${user.id}`} label={t('ui.user.extension.link')} value={link.url} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
