import { formatBeijingDateTime } from '@sddp/shared';

/** 'YYYY-MM-DD HH:mm:ss' in Beijing time, the one clock the product shows and reads; text that is not a date is shown as it came. */
export const formatDateTime = (value: string): string => formatBeijingDateTime(value);
