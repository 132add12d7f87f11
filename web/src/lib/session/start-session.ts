import { queryClient } from '../query-client';
import { sessionKeys } from './session-queries';
import { setToken } from './token';

/** A new token means a new user: forget whatever session data is cached. */
export function startSession(token: string): void {
  setToken(token);
  queryClient.removeQueries({ queryKey: sessionKeys.all });
}
