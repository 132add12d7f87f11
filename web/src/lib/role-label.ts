import type { TFunction } from 'i18next';
import type { Permission } from '@sddp/shared';

/** A role or grant of spec §6 by its name in the reader's language, never its internal key. */
export function roleLabel(t: TFunction, permission: Permission): string {
  return t(`role.${permission}`);
}
