import { Link } from '@tanstack/react-router';
import { InfoIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UserActionRefusal } from '@sddp/shared';
import { Button } from '@/components/ui/button';

/** Where each refused change is made instead (an account of another organisation is changed by its own managers). */
const PLACE_OF_CHANGE = {
  ownAccount: { to: '/profile/index', label: 'ui.user.info.readOnlyLink.ownAccount' },
  primaryAccount: { to: '/mechanism/list', label: 'ui.user.info.readOnlyLink.primaryAccount' },
  otherOrg: undefined,
} as const;

/** Why the user detail cannot be saved here, in true words, and where the change is made instead. */
export function UserDetailReadOnly({ refusal }: { refusal: UserActionRefusal }) {
  const { t } = useTranslation();
  const place = PLACE_OF_CHANGE[refusal];
  return (
    <div role="note" className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border bg-muted/40 px-3 py-2 text-sm">
      <InfoIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
      <span>{t(`ui.user.info.readOnly.${refusal}`)}</span>
      {place ? (
        <Button asChild variant="link" size="sm" className="h-auto px-0">
          <Link to={place.to}>{t(place.label)}</Link>
        </Button>
      ) : null}
    </div>
  );
}
