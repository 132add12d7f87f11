import { useState } from 'react';
import type { InboxNotice } from '@sddp/shared';
import { useOpenNoticeMutation } from '../api/inbox';

/**
 * Opening a notice asks the server (which marks it read) and shows it in the reader. A failed open keeps
 * the reader open with the reason and a way to try again, rather than closing under the user.
 */
export function useNoticeReader() {
  const openNotice = useOpenNoticeMutation();
  const [open, setOpen] = useState(false);
  const [id, setId] = useState<number>();
  const [notice, setNotice] = useState<InboxNotice>();
  const [failure, setFailure] = useState<string>();
  const load = (target: number) => {
    setNotice(undefined);
    setFailure(undefined);
    openNotice.mutate(target, { onSuccess: setNotice, onError: (error) => setFailure(error.message) });
  };
  return {
    open,
    notice,
    failure,
    show: (target: number) => {
      setId(target);
      setOpen(true);
      load(target);
    },
    retry: () => id !== undefined && load(id),
    close: () => setOpen(false),
  };
}
