import { useTranslation } from 'react-i18next';
import { userActionRefusal } from '@sddp/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-error';
import { useAccessActor } from '@/lib/session/session-queries';
import { useUserDetail } from '../api/get-user-detail';
import { UserDetailForm } from '../form/user-detail-form';
import { UserActivityList } from './user-activity-list';
import { UserDetailMissing } from './user-detail-missing';
import { UserSessions } from './user-sessions';

/** Spec §2.17 user detail (admin), with the account's sign-ins, operations and sessions. */
export function UserDetailPage({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const detail = useUserDetail(userId);
  const user = detail.data;
  const actor = useAccessActor();
  // A record that does not exist is a state of the page, not a skeleton that waits forever.
  if (detail.isError && isApiError(detail.error) && detail.error.code === 404) return <UserDetailMissing reason="notFound" />;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('route.userDetail')}</h1>
      <div className="grid gap-4 min-[992px]:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <CardHeader>
            <CardTitle>{t('ui.user.info.account')}</CardTitle>
          </CardHeader>
          <CardContent>
            {user && actor ? (
              <UserDetailForm key={`${user.id}-${user.version}`} user={user} refusal={userActionRefusal(actor, user, 'edit')} />
            ) : (
              <div aria-busy="true" aria-label={t('ui.common.loading')} className="flex flex-col gap-3">
                {[0, 1, 2, 3, 4].map((index) => (
                  <Skeleton key={index} className="h-9 w-full max-w-xl" />
                ))}
              </div>
            )}
          </CardContent>
        </Card>
        {user ? (
          <Card>
            <CardHeader>
              <CardTitle>{t('ui.user.info.activity')}</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-6">
              <UserSessions user={user} />
              <UserActivityList title={t('ui.user.info.recentSignIns')} items={user.recentSignIns} />
              <UserActivityList title={t('ui.user.info.recentOperations')} items={user.recentOperations} />
            </CardContent>
          </Card>
        ) : null}
      </div>
    </div>
  );
}
