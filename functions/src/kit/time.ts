/** Times are stored as ISO-8601 UTC; TTL attributes as epoch seconds. */
export const nowIso = (now = new Date()) => now.toISOString();
export const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
export const addMinutes = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);
export const DAY_MS = 86_400_000;
