import { PAGE_PERMISSIONS } from '@sddp/shared';

type PagePermission = (typeof PAGE_PERMISSIONS)[number];

/** The server returns page permissions as a bracketed string ('[3D, TZ]'); the form holds the list (spec §3 User). */
export function parsePermissionType(value: string): PagePermission[] {
  const listed = value
    .replace(/^\[|\]$/g, '')
    .split(',')
    .map((part) => part.trim());
  return PAGE_PERMISSIONS.filter((permission) => listed.includes(permission));
}
