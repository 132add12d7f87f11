import type { AccessActor } from '@sddp/shared';
import { useQuery } from '@tanstack/react-query';
import { userInfoQueryOptions } from './session-queries';

/** The signed-in account as the shared access rules take it (the server decides by the same rules); undefined while loading. */
export function useAccessActor(): AccessActor | undefined {
  const { data: info } = useQuery({ ...userInfoQueryOptions(), select: (loaded) => ({ user: loaded.user, permissions: loaded.roles }) });
  return info;
}
