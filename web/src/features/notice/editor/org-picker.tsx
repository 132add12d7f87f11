import { XIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useNoticeOrgSearch } from '../api/notice-options';

export interface ChosenOrg {
  orgCode: string;
  orgName: string;
}

interface OrgPickerProps {
  value: readonly ChosenOrg[];
  onChange: (orgs: ChosenOrg[]) => void;
}

/** Spec §2.24 scope by organisations: remote search on orgName, the value is orgCode. */
export function OrgPicker({ value, onChange }: OrgPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const { data: found = [], isFetching } = useNoticeOrgSearch(search);
  const chosen = new Set(value.map((org) => org.orgCode));
  return (
    <div className="flex flex-col gap-2">
      {value.length > 0 ? (
        <ul aria-label={t('ui.notice.chosenOrgs')} className="flex flex-wrap gap-1">
          {value.map((org) => (
            <li key={org.orgCode}>
              <Badge variant="secondary" className="gap-1">
                {org.orgName}
                <button
                  type="button"
                  aria-label={t('ui.notice.removeOrg', { name: org.orgName })}
                  onClick={() => onChange(value.filter((other) => other.orgCode !== org.orgCode))}
                >
                  <XIcon className="size-3" aria-hidden />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <Input
        aria-label={t('ui.notice.orgSearch')}
        placeholder={t('ui.notice.orgSearch')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className="max-w-xs"
      />
      {search.trim() ? (
        <ul aria-busy={isFetching} className="max-h-48 overflow-auto rounded-md border">
          {found.length === 0 && !isFetching ? <li className="p-2 text-sm text-muted-foreground">{t('ui.notice.noOrgs')}</li> : null}
          {found.map((org) => (
            <li key={org.orgCode}>
              <Button
                type="button"
                variant="ghost"
                className="w-full justify-start"
                disabled={chosen.has(org.orgCode)}
                onClick={() => onChange([...value, org])}
              >
                {org.orgName} <span className="text-muted-foreground">{org.orgCode}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
