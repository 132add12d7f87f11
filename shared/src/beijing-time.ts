/** Beijing time is UTC+8 all year. */
export const BEIJING_OFFSET_MS = 8 * 3_600_000;

/**
 * An instant as 'yyyy-MM-dd HH:mm:ss' in Beijing time: the one clock the product shows and reads (spec
 * §9's format; docs/decisions.md "One clock"), whatever the reader's own zone. Text that is not a date
 * comes back as it was.
 */
export function formatBeijingDateTime(value: string): string {
  const ms = new Date(value).getTime();
  if (!value || Number.isNaN(ms)) return value;
  return new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** The Beijing calendar day of an instant, 'yyyy-MM-dd': what "today" means to the product's users. */
export const beijingDay = (instant: Date | string): string =>
  new Date(new Date(instant).getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
