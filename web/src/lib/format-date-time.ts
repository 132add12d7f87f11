const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm:ss' in the browser's time zone; text that is not a date is shown as it came. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  if (!value || Number.isNaN(date.getTime())) return value;
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
