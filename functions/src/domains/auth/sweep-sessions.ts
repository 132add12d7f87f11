import { revokeSessionsOf } from '../../lib/data/sessions';
import type { Logger } from '../../lib/logger';

/**
 * Deletes the session items a password change has already invalidated: cleanup only, so a failure
 * is logged and the change still succeeds.
 */
export async function sweepSessions(userId: number, logger: Logger, keep?: string): Promise<void> {
  try {
    await revokeSessionsOf(userId, keep);
  } catch (error) {
    logger.warn('session sweep after a password change failed', { userId, error: String(error) });
  }
}
