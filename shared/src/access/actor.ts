import type { Permission } from '../roles';

/** Who is acting, as both sides know it: the server from the session, the browser from /user/info. */
export interface AccessActor {
  user: { id: number; orgId: number };
  permissions: readonly Permission[];
}

/** The operating organisation's administrator, who manages every organisation and account. */
export const isPlatformAdmin = (actor: AccessActor) => actor.permissions.includes('admin');
