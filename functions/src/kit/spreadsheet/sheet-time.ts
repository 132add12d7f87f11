/**
 * The time written into sheets and file names: the wall clock of China Standard Time, the product's
 * users' time, which has no daylight saving (so a fixed offset is exact).
 */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const MS_PER_DAY = 24 * 60 * 60 * 1000;
/** Day 0 of Excel's 1900 date system, in Unix days (its phantom 29 February 1900 included). */
const EXCEL_EPOCH_DAYS = 25_569;

/** The date as Excel's serial number (days since its epoch, with the time as the fraction). */
export const excelSerial = (date: Date) => (date.getTime() + CHINA_OFFSET_MS) / MS_PER_DAY + EXCEL_EPOCH_DAYS;

/** 'YYYYMMDD-HHmm', for a file name: an export made at 15:30 on 24 November 2026 is '20261124-1530'. */
export function fileStamp(date: Date): string {
  const iso = new Date(date.getTime() + CHINA_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 13)}${iso.slice(14, 16)}`;
}
