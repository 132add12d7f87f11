import * as z from 'zod/mini';
import { BEIJING_OFFSET_MS } from '../beijing-time';

/** One field an edit changed, as it was and as it became (secrets are never recorded). */
export const logChangeSchema = z.object({ field: z.string(), before: z.string(), after: z.string() });
export type LogChange = z.infer<typeof logChangeSchema>;

/** A row of the operation log (spec §2.20, §3 Log row), its text rendered in the reader's language. */
export const logRowSchema = z.object({
  id: z.string(),
  userCode: z.string(),
  projectId: z.number(),
  projectName: z.string(),
  orgName: z.string(),
  linkman: z.string(),
  log: z.string(),
  reqUrl: z.string(),
  createTime: z.string(),
  changes: z.array(logChangeSchema),
});
export type LogRow = z.infer<typeof logRowSchema>;

/** The datetimes of the log filter: 'yyyy-MM-dd HH:mm:ss', Beijing time (UTC+8, no daylight saving). */
export const LOG_DATETIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** The instant a Beijing 'yyyy-MM-dd HH:mm:ss' names, in ms since the epoch; undefined when it is not a real datetime. */
export function beijingDateTimeToMs(value: string): number | undefined {
  const parts = LOG_DATETIME_PATTERN.exec(value);
  if (!parts) return undefined;
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number) as [number, number, number, number, number, number];
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  const back = new Date(ms);
  const real =
    back.getUTCFullYear() === year &&
    back.getUTCMonth() === month - 1 &&
    back.getUTCDate() === day &&
    back.getUTCHours() === hour &&
    back.getUTCMinutes() === minute &&
    back.getUTCSeconds() === second;
  return real ? ms - BEIJING_OFFSET_MS : undefined;
}

/** The export writes at most this many rows, newest first (one workbook stays quick to write and open). */
export const LOG_EXPORT_MAX_ROWS = 100_000;
