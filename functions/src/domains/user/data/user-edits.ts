import { ENABLED_STATE, ERROR_CODE, type EnabledState } from '@sddp/shared';
import { revokeSessionsOf } from '#entities/session';
import { readUserNow, versioned, writeUserItems, type UserRecord } from '#entities/user';
import { AppError, staleEdit } from '#kit/errors';

export interface UserEditOptions {
  /** The version the caller's form or list was opened with; absent for edits not made from one. */
  expectedVersion?: number;
  /** Object-level rules (lib/access) on the record as read, before anything is written. */
  guard?: (user: UserRecord | undefined) => asserts user is UserRecord;
}

const ATTEMPTS = 3;

/**
 * An edit of one account, conditional on the version it read (with its list entry, user-record-write.ts).
 * Already as asked: nothing is written (a double submit answers 200 and writes once). Made from a form
 * opened on an older version: refused as stale with the current record. Without a version, applied
 * again to the latest record when another write got in between. Answers the record after.
 */
export async function editUser(id: number, fields: Record<string, unknown>, options: UserEditOptions): Promise<UserRecord> {
  for (let attempt = 1; ; attempt++) {
    const current = await readUserNow(id);
    options.guard?.(current);
    if (!current) throw new AppError(ERROR_CODE.notFound, 'error.userNotFound');
    const record = current as unknown as Record<string, unknown>;
    const changed = Object.fromEntries(Object.entries(fields).filter(([field, value]) => !sameValue(record[field], value)));
    if (Object.keys(changed).length === 0) return current;
    if (options.expectedVersion !== undefined && options.expectedVersion !== current.version) throw staleEdit(current);
    try {
      await writeUserItems([versioned(current, changed)]);
      return { ...current, ...changed, version: current.version + 1 } as UserRecord;
    } catch (error) {
      const retry = options.expectedVersion === undefined && error instanceof AppError && error.code === ERROR_CODE.conflict;
      if (!retry || attempt >= ATTEMPTS) throw (await staleIfChanged(id, error)) ?? error;
    }
  }
}

const sameValue = (left: unknown, right: unknown) => JSON.stringify(left ?? null) === JSON.stringify(right ?? null);

async function staleIfChanged(id: number, error: unknown): Promise<AppError | undefined> {
  if (!(error instanceof AppError && error.code === ERROR_CODE.conflict)) return undefined;
  const latest = await readUserNow(id);
  return latest ? staleEdit(latest) : undefined;
}

/**
 * Enables or disables an account. Disabling ends its sessions at once: the record's sessionsValidFrom
 * moves in the same write (every older session is refused from the next request on), then the
 * session items go.
 */
export async function setUserState(id: number, state: EnabledState, options: UserEditOptions, now = new Date()): Promise<UserRecord> {
  const disabling = state === ENABLED_STATE.disabled;
  const before = await readUserNow(id);
  const fields = disabling && before?.state !== state ? { state, sessionsValidFrom: now.toISOString() } : { state };
  const after = await editUser(id, fields, options);
  if (disabling) await revokeSessionsOf(id);
  return after;
}

/** Ends every session of the account now (the record's sessionsValidFrom, then the session items); answers how many were open. */
export async function signOutEverywhere(id: number, options: UserEditOptions, now = new Date()): Promise<number> {
  await editUser(id, { sessionsValidFrom: now.toISOString() }, options);
  return revokeSessionsOf(id);
}
