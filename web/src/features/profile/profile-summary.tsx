import { UserIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_AVATAR, type Permission, type SessionUser } from '@sddp/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';
import { formatDateTime } from '@/lib/format-date-time';
import { roleLabel } from '@/lib/role-label';

interface ProfileSummaryProps {
  user: SessionUser;
  roles: readonly Permission[];
}

const DETAILS = ['email', 'phone', 'linkman', 'userCode', 'businessLicence', 'email2', 'phone2', 'linkPhone'] as const;

/** The read-only half of the personal centre. */
export function ProfileSummary({ user, roles }: ProfileSummaryProps) {
  const { t } = useTranslation();
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>{t('ui.profile.summaryTitle')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col items-center gap-2 text-center">
          <Avatar src={user.avatar || DEFAULT_AVATAR} alt={t('ui.profile.avatar')} />
          <p className="text-base font-semibold">{user.loginName || user.linkman}</p>
          <p className="text-xs text-muted-foreground" aria-label={t('ui.profile.roles')}>
            {roles.map((role) => roleLabel(t, role)).join(' | ')}
          </p>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <Detail term={t('ui.profile.orgName')} value={user.orgName} />
          <Detail term={t('ui.profile.lastLoginTime')} value={formatDateTime(user.lastLoginTime)} />
        </dl>
        <Separator />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {DETAILS.map((field) =>
            field === 'businessLicence' ? (
              <Detail key={field} term={t('ui.profile.businessLicence')}>
                {user.businessLicence ? (
                  <a href={user.businessLicence} target="_blank" rel="noreferrer" className="inline-block">
                    <img src={user.businessLicence} alt={t('ui.profile.viewLicence')} className="h-14 w-20 rounded border object-cover" />
                  </a>
                ) : null}
              </Detail>
            ) : (
              <Detail key={field} term={t(`ui.profile.${field}`)} value={user[field]} />
            ),
          )}
        </dl>
      </CardContent>
    </Card>
  );
}

function Detail({ term, value, children }: { term: string; value?: string; children?: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children ?? (value || '-')}</dd>
    </>
  );
}

function Avatar({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className="flex size-20 items-center justify-center overflow-hidden rounded-full bg-primary/10 text-primary">
      {failed ? (
        <UserIcon className="size-10" role="img" aria-label={alt} />
      ) : (
        <img src={src} alt={alt} className="size-full object-cover" onError={() => setFailed(true)} />
      )}
    </span>
  );
}
