import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoticeScopeRole } from '@sddp/shared';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useNoticeRoles } from '../api/notice-options';

interface RoleTableProps {
  value: readonly NoticeScopeRole[];
  onChange: (roles: NoticeScopeRole[]) => void;
}

/** Spec §2.24 scope by roles: a searchable table of roleName and roleDetail (10, 20, 90). */
export function RoleTable({ value, onChange }: RoleTableProps) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const { data: roles = [] } = useNoticeRoles(search, i18n.language);
  const toggle = (role: NoticeScopeRole, checked: boolean) =>
    onChange(checked ? [...value, role] : value.filter((chosen) => chosen !== role));
  return (
    <div className="flex flex-col gap-2">
      <Input
        aria-label={t('ui.notice.roleSearch')}
        placeholder={t('ui.notice.roleSearch')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className="max-w-xs"
      />
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="w-10">
              <span className="sr-only">{t('ui.notice.choose')}</span>
            </TableHead>
            <TableHead>{t('ui.notice.roleName')}</TableHead>
            <TableHead>{t('ui.notice.roleDetail')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {roles.map((role) => (
            <TableRow key={role.roleId}>
              <TableCell>
                <Checkbox
                  aria-label={role.roleName}
                  checked={value.includes(role.roleId)}
                  onCheckedChange={(checked) => toggle(role.roleId, checked === true)}
                />
              </TableCell>
              <TableCell>{role.roleName}</TableCell>
              <TableCell className="text-muted-foreground">{role.roleDetail}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
