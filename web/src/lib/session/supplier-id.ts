import type { UserInfo } from '@sddp/shared';

export const SUPPLIER_ID_KEY = 'supplierId';

/** Mirrors the server-derived supplierId of spec §2.2 into local storage, or removes a stale one. */
export function syncSupplierId(info: Pick<UserInfo, 'supplierId'>): void {
  if (info.supplierId === undefined) localStorage.removeItem(SUPPLIER_ID_KEY);
  else localStorage.setItem(SUPPLIER_ID_KEY, String(info.supplierId));
}
