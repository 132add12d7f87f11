import type { InboxNotice } from '@sddp/shared';
import { useState } from 'react';
import { useOpenNoticeMutation } from '../api/inbox';

/** Opening a notice asks the server (which marks it read) and shows it in the reader. */
export function useNoticeReader() {
  const openNotice = useOpenNoticeMutation();
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<InboxNotice>();
  return {
    open,
    notice,
    show: (id: number) => {
      setNotice(undefined);
      setOpen(true);
      openNotice.mutate(id, { onSuccess: setNotice, onError: () => setOpen(false) });
    },
    close: () => setOpen(false),
  };
}
