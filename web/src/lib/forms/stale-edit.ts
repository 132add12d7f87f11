import { isApiError } from '../api-error';

/**
 * When a save was refused because someone else changed the record since the form was opened (409
 * error.staleEdit), the record as it is now; the form shows it, version included, so the next save is
 * made knowingly. The message itself is toasted by the API client.
 */
export function currentOfStaleEdit<T>(error: unknown): T | undefined {
  return isApiError(error) && error.current && typeof error.current === 'object' ? (error.current as T) : undefined;
}
