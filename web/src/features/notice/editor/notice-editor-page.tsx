import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useNotice } from '../api/get-notice';
import { NoticeForm } from './notice-form';

/** /message/announcement: a new notice, or `?id=` loads one from the server (a bookmarkable URL). */
export function NoticeEditorPage({ id }: { id: number | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notice = useNotice(id);
  const back = () => void navigate({ to: '/message/list' });
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <h1 className="text-xl font-semibold">{id === undefined ? t('ui.notice.add') : t('route.noticeEditor')}</h1>
      <Card className="p-4">
        {id !== undefined && notice.isPending ? (
          <Spinner aria-label={t('ui.common.loading')} />
        ) : id !== undefined && notice.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('error.notice.notFound')}
          </p>
        ) : (
          <NoticeForm key={notice.data?.id ?? 'new'} notice={notice.data} onDone={back} />
        )}
      </Card>
    </div>
  );
}
