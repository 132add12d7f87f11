import { revokeSessionsOf } from '#entities/session';
import type { Logger } from '#kit/logger';

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
