import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userInfoQueryOptions } from '@/lib/session/session-queries';
import { ProfileForm } from './profile-form';
import { ProfileSummary } from './profile-summary';

/** Spec §2.11: the personal centre, the account at a glance beside the editable profile card. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { data: info } = useSuspenseQuery(userInfoQueryOptions());
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('route.profile')}</h1>
      <div className="grid gap-4 min-[992px]:grid-cols-[minmax(280px,360px)_1fr]">
        <ProfileSummary user={info.user} roles={info.roles} />
        <ProfileForm user={info.user} />
      </div>
    </div>
  );
}
