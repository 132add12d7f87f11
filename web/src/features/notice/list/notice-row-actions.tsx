import { useTranslation } from 'react-i18next';
import type { NoticeRow } from '@sddp/shared';
import { DataTableRowActions } from '@/components/data-table/data-table-row-actions';
import { ConfirmButton } from '@/components/list/confirm';
import { Button } from '@/components/ui/button';
import type { NoticeFlag } from '../api/set-notice-flag';

export interface NoticeRowActionsProps {
  notice: NoticeRow;
  onDetail: (notice: NoticeRow) => void;
  onFlag: (notice: NoticeRow, flag: NoticeFlag) => void;
}

/**
 * Spec §2.24: Detail; pin/unpin and send/withdraw, each confirmed. The publish action names what it
 * will do: Withdraw while published, Send while withdrawn (docs/decisions.md "Notice flags").
 */
export function NoticeRowActions({ notice, onDetail, onFlag }: NoticeRowActionsProps) {
  const { t } = useTranslation();
  const confirm = t('ui.notice.confirm');
  return (
    <DataTableRowActions>
      <Button variant="link" size="sm" className="px-1" onClick={() => onDetail(notice)}>
        {t('ui.notice.detail')}
      </Button>
      <ConfirmButton variant="link" size="sm" className="px-1" title={confirm} onConfirm={() => onFlag(notice, 'topFlg')}>
        {notice.topFlg === '1' ? t('ui.notice.unpin') : t('ui.notice.pin')}
      </ConfirmButton>
      <ConfirmButton
        variant="link"
        size="sm"
        className={notice.cancelFlg === '1' ? 'px-1' : 'px-1 text-destructive'}
        title={confirm}
        onConfirm={() => onFlag(notice, 'cancelFlg')}
      >
        {notice.cancelFlg === '1' ? t('ui.notice.send') : t('ui.notice.withdraw')}
      </ConfirmButton>
    </DataTableRowActions>
  );
}
